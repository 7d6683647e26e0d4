import { goalSip, type GoalSipInput } from "../calculators/goal-sip.ts";
import { kvp, type KvpInput } from "../calculators/kvp.ts";
import { lumpsum, type LumpsumInput } from "../calculators/lumpsum.ts";
import { nsc, type NscInput } from "../calculators/nsc.ts";
import {
  postOfficeMis,
  type PostOfficeMisInput,
} from "../calculators/post-office-mis.ts";
import {
  postOfficeTd,
  type PostOfficeTdInput,
} from "../calculators/post-office-td.ts";
import { ppf, type PpfInput } from "../calculators/ppf.ts";
import { scss, type ScssInput } from "../calculators/scss.ts";
import { stepUpSip, type StepUpSipInput } from "../calculators/step-up-sip.ts";
import {
  sukanyaSamriddhi,
  type SukanyaSamriddhiInput,
} from "../calculators/sukanya-samriddhi.ts";
import { swp, type SwpInput } from "../calculators/swp.ts";
import type { ChoiceValue } from "../calculators/slider-config.ts";

/**
 * The calculators the assistant answers from their registry entries (docs/product.md#chat-assistant):
 * issue 28's schemes and fund calculators. Each names the words that mention it, which request
 * field each of the chat's figures fills, the figures it asks for, and its formula; the rest (the
 * defaults of what it does not ask, the card's figures and their labels, the link, the scheme's
 * limits) comes from its registry entry (registry-replies.ts). Adding one is a row here and its
 * words in messages/ (docs/architecture.md#adding-a-calculator).
 */
export interface RegistryInputs {
  ppf: PpfInput;
  "sukanya-samriddhi": SukanyaSamriddhiInput;
  nsc: NscInput;
  kvp: KvpInput;
  scss: ScssInput;
  "post-office-mis": PostOfficeMisInput;
  "post-office-td": PostOfficeTdInput;
  "step-up-sip": StepUpSipInput;
  swp: SwpInput;
  lumpsum: LumpsumInput;
  "goal-sip": GoalSipInput;
}

export type RegistryTopic = keyof RegistryInputs;

/** A chat figure a registry topic reads: the chat's own slots (chat-context.ts Slot). */
export type RegistrySlot =
  "amount" | "rate" | "years" | "stepUp" | "withdrawal";

interface RegistryTopicSpec<T extends RegistryTopic> {
  slug: T;
  /** The words that name it, in the assistant's one vocabulary (normalise.ts). */
  mention: RegExp;
  /** The request field each chat figure fills (details/<slug>.ts `api.request`). */
  fields: Partial<Record<RegistrySlot, keyof RegistryInputs[T] & string>>;
  /** The figures it asks for, in order; any other field takes the page's default. */
  required: RegistrySlot[];
  /** Its rate is a notified scheme rate: the one in force unless the person gives one. */
  schemeRate?: true;
  /** The words that choose an option of one of its choices (PPF's 'monthly', MIS's 'joint'). */
  choiceWords?: Readonly<
    Record<string, readonly (readonly [ChoiceValue, RegExp])[]>
  >;
  compute: (inputs: RegistryInputs[T]) => object;
}

type Specs = { [T in RegistryTopic]: RegistryTopicSpec<T> };

const SPECS: Specs = {
  // Before 'sip': 'step up SIP', 'SWP', 'how much SIP for 1 crore' are not a plain SIP.
  "step-up-sip": {
    slug: "step-up-sip",
    mention:
      /\bstep[- ]?up\b|\b(?:top[- ]?up|increasing|incremental) sips?\b|\bsips? (?:with (?:a |an )?)?(?:top[- ]?up|yearly increase|annual increase)\b/,
    fields: {
      amount: "monthlyInvestment",
      stepUp: "stepUp",
      rate: "expectedReturn",
      years: "timePeriod",
    },
    required: ["amount", "stepUp", "rate", "years"],
    compute: stepUpSip,
  },
  "goal-sip": {
    slug: "goal-sip",
    mention:
      /\b(?:goal|target)(?: based)? sips?\b|\bsips? (?:for (?:a |my )?)?(?:goal|target)\b|\bhow much (?:monthly |a month |per month |every month )?(?:sip|to invest|should i invest|investment)\b|\bsips? (?:needed|required|to reach|to get|to build|to accumulate)\b/,
    fields: {
      amount: "targetAmount",
      rate: "expectedReturn",
      years: "timePeriod",
    },
    required: ["amount", "rate", "years"],
    compute: goalSip,
  },
  swp: {
    slug: "swp",
    mention: /\bswps?\b|\bsystematic withdrawals?\b/,
    fields: {
      amount: "totalInvestment",
      withdrawal: "monthlyWithdrawal",
      rate: "expectedReturn",
      years: "timePeriod",
    },
    required: ["amount", "withdrawal", "rate", "years"],
    compute: swp,
  },
  lumpsum: {
    slug: "lumpsum",
    mention: /\blump ?sums?\b|\bone[- ]?time investments?\b/,
    fields: {
      amount: "totalInvestment",
      rate: "expectedReturn",
      years: "timePeriod",
    },
    required: ["amount", "rate", "years"],
    compute: lumpsum,
  },
  ppf: {
    slug: "ppf",
    mention: /\bppf\b|\bpublic provident fund\b/,
    fields: { amount: "deposit", rate: "rate", years: "years" },
    required: ["amount"],
    schemeRate: true,
    choiceWords: {
      frequency: [
        ["monthly", /\b(?:monthly|every month|each month|per month|a month)\b/],
        [
          "yearly",
          /\b(?:yearly|annually|every year|each year|per year|a year)\b/,
        ],
      ],
    },
    compute: ppf,
  },
  "sukanya-samriddhi": {
    slug: "sukanya-samriddhi",
    mention: /\bsukanya\b|\bssy\b/,
    fields: { amount: "yearlyDeposit", rate: "rate" },
    required: ["amount"],
    schemeRate: true,
    compute: sukanyaSamriddhi,
  },
  nsc: {
    slug: "nsc",
    mention: /\bnsc\b|\bnational savings? certificates?\b/,
    fields: { amount: "principal", rate: "rate" },
    required: ["amount"],
    schemeRate: true,
    compute: nsc,
  },
  kvp: {
    slug: "kvp",
    mention: /\bkvp\b|\bkisan vikas patra\b/,
    fields: { amount: "principal", rate: "rate" },
    required: ["amount"],
    schemeRate: true,
    compute: kvp,
  },
  // 'senior citizen FD' stays an FD: only the scheme's own names mean SCSS.
  scss: {
    slug: "scss",
    mention:
      /\bscss\b|\bsenior citizens?'?s? (?:savings? )?scheme\b|\bsenior citizens?'?s? savings?\b/,
    fields: { amount: "deposit", rate: "rate" },
    required: ["amount"],
    schemeRate: true,
    compute: scss,
  },
  "post-office-mis": {
    slug: "post-office-mis",
    mention: /\b(?:po)?mis\b|\bmonthly income (?:scheme|plan)\b/,
    fields: { amount: "deposit", rate: "rate" },
    required: ["amount"],
    schemeRate: true,
    choiceWords: {
      joint: [
        [true, /\bjoint\b|\bsanyukt\b/],
        [false, /\bsingle\b|\bindividual\b|\bakela\b/],
      ],
    },
    compute: postOfficeMis,
  },
  // The post office's 'FD' is its time deposit; a bank's term deposit stays an FD.
  "post-office-td": {
    slug: "post-office-td",
    mention:
      /\b(?:post office|po|india post) (?:td|fds?|fixed deposits?|term deposits?|time deposits?)(?![a-z])|\btime deposits?\b|\bpotd\b/,
    fields: { amount: "deposit", rate: "rate", years: "years" },
    required: ["amount"],
    schemeRate: true,
    compute: postOfficeTd,
  },
};

/** The registry topics in the order their words are tried (the more particular first). */
export const REGISTRY_TOPICS = Object.values(SPECS) as {
  [T in RegistryTopic]: RegistryTopicSpec<T>;
}[RegistryTopic][];

export function registrySpec<T extends RegistryTopic>(
  topic: T,
): RegistryTopicSpec<T> {
  return SPECS[topic];
}

export function isRegistryTopic(
  topic: string | undefined,
): topic is RegistryTopic {
  return topic !== undefined && topic in SPECS;
}

/** The registry calculator a message names, if any. */
export function registryTopicIn(text: string): RegistryTopic | undefined {
  return REGISTRY_TOPICS.find((spec) => spec.mention.test(text))?.slug;
}

/** 'post office 1 lakh', 'small savings scheme': a scheme, but not which one. */
export const ANY_SCHEME =
  /\b(?:post office|india post|small savings?|(?:government|govt|sarkari) (?:savings? )?schemes?)\b/;

/** The options a message chooses for a registry topic's choices ('PPF 12500 monthly'), if any. */
export function registryChoicesIn(
  topic: RegistryTopic,
  text: string,
): Record<string, ChoiceValue> | undefined {
  const words = registrySpec(topic).choiceWords ?? {};
  const chosen: Record<string, ChoiceValue> = {};
  for (const [key, options] of Object.entries(words)) {
    const option = options.find(([, pattern]) => pattern.test(text));
    if (option) chosen[key] = option[0];
  }
  return Object.keys(chosen).length > 0 ? chosen : undefined;
}
