import { Tabs } from "radix-ui";
import type { ReactNode } from "react";
import { useSearchParams } from "wouter";
import { useMessages } from "../../../lib/i18n/messages.ts";
import { useReferenceList } from "../../../lib/reference-lists.ts";
import { adminMessages } from "../messages/index.ts";
import { useUndeliveredMails } from "../api/get-undelivered-mails.ts";
import { useUsers } from "../api/get-users.ts";
import { useSchemeRateHistory } from "../api/scheme-rates.ts";
import { CompaniesPanel } from "./companies-panel.tsx";
import { DepositInsurancePanel } from "./deposit-insurance-panel.tsx";
import { SchemeRatesPanel } from "./scheme-rates-panel.tsx";
import { TypeListPanel } from "./type-list-panel.tsx";
import { UndeliveredMailPanel } from "./undelivered-mail-panel.tsx";
import { UsersPanel } from "./users-panel.tsx";

const TABS = [
  "companies",
  "company-types",
  "invest-types",
  "scheme-rates",
  "users",
  "undelivered-mail",
] as const;
type Tab = (typeof TABS)[number];

const isTab = (value: string | null): value is Tab =>
  TABS.includes(value as Tab);

/** The panel's six tabs, each labelled with how many entries it holds; the open tab is in the URL. */
export function AdminTabs() {
  const t = useMessages(adminMessages);
  const [search, setSearch] = useSearchParams();
  const requested = search.get("tab");
  const tab: Tab = isTab(requested) ? requested : "companies";
  const counts: Record<Tab, number | undefined> = {
    companies: useReferenceList("companies").data?.length,
    "company-types": useReferenceList("company-types").data?.length,
    "invest-types": useReferenceList("invest-types").data?.length,
    "scheme-rates": useSchemeRateHistory().data?.length,
    users: useUsers().data?.length,
    "undelivered-mail": useUndeliveredMails().data?.length,
  };

  return (
    <Tabs.Root
      value={tab}
      onValueChange={(value) =>
        setSearch(value === "companies" ? {} : { tab: value }, {
          replace: true,
        })
      }
      className="space-y-5"
    >
      <Tabs.List
        aria-label={t("tabs.label")}
        // Two by two on a phone, so every tab and its count stays in sight; a row above that.
        className="grid grid-cols-2 gap-1 rounded-xl bg-slate-100 p-1 sm:flex sm:rounded-none sm:border-b sm:border-slate-200 sm:bg-transparent sm:p-0"
      >
        <TabTrigger value="companies" count={counts.companies}>
          {t("companies.title")}
        </TabTrigger>
        <TabTrigger value="company-types" count={counts["company-types"]}>
          {t("company-types.title")}
        </TabTrigger>
        <TabTrigger value="invest-types" count={counts["invest-types"]}>
          {t("invest-types.title")}
        </TabTrigger>
        <TabTrigger value="scheme-rates" count={counts["scheme-rates"]}>
          {t("tabs.schemeRates")}
        </TabTrigger>
        <TabTrigger value="users" count={counts.users}>
          {t("tabs.users")}
        </TabTrigger>
        <TabTrigger value="undelivered-mail" count={counts["undelivered-mail"]}>
          {t("tabs.undeliveredMail")}
        </TabTrigger>
      </Tabs.List>
      <Tabs.Content value="companies">
        <CompaniesPanel />
      </Tabs.Content>
      <Tabs.Content value="company-types">
        <TypeListPanel kind="company-types" />
        <DepositInsurancePanel />
      </Tabs.Content>
      <Tabs.Content value="invest-types">
        <TypeListPanel kind="invest-types" />
      </Tabs.Content>
      <Tabs.Content value="scheme-rates">
        <SchemeRatesPanel />
      </Tabs.Content>
      <Tabs.Content value="users">
        <UsersPanel />
      </Tabs.Content>
      <Tabs.Content value="undelivered-mail">
        <UndeliveredMailPanel />
      </Tabs.Content>
    </Tabs.Root>
  );
}

function TabTrigger({
  value,
  count,
  children,
}: {
  value: Tab;
  count: number | undefined;
  children: ReactNode;
}) {
  const t = useMessages(adminMessages);
  return (
    <Tabs.Trigger
      value={value}
      className="group flex min-w-0 items-center justify-between gap-2 rounded-lg px-3 py-2 text-sm font-medium whitespace-nowrap text-slate-600 hover:text-slate-900 data-[state=active]:bg-white data-[state=active]:text-brand-800 data-[state=active]:shadow-sm sm:-mb-px sm:justify-start sm:rounded-none sm:border-b-2 sm:border-transparent sm:py-2.5 sm:data-[state=active]:border-brand-700 sm:data-[state=active]:bg-transparent sm:data-[state=active]:shadow-none"
    >
      {children}
      {count === undefined ? (
        <span className="h-5 w-7 animate-pulse rounded-full bg-slate-200">
          <span className="sr-only">{t("tabs.loading")}</span>
        </span>
      ) : (
        <span className="min-w-6 rounded-full bg-white px-2 py-0.5 text-xs font-semibold text-slate-700 sm:bg-slate-100 group-data-[state=active]:bg-brand-100 group-data-[state=active]:text-brand-900">
          {count}
        </span>
      )}
    </Tabs.Trigger>
  );
}
