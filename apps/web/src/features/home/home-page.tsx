import type { ReactNode } from "react";
import { PageHead } from "../../components/page-head.tsx";
import { useMessages } from "../../lib/i18n/messages.ts";
import { CalculatorsGrid } from "./calculators-grid.tsx";
import { ChatSection } from "./chat-section.tsx";
import { FeaturesSection } from "./features-section.tsx";
import { HeroSection } from "./hero-section.tsx";
import { homeMessages } from "./messages/index.ts";
import { SignUpCall } from "./sign-up-call.tsx";
import { StorySection } from "./story-section.tsx";

/**
 * The home page (docs/product.md#home-and-chat), in its order: hero, story, chat, features,
 * calculators, sign-up for guests. The chat is another feature, so the route composes it in rather
 * than this feature importing it.
 */
export function HomePage({ chat }: { chat: ReactNode }) {
  const t = useMessages(homeMessages);
  return (
    <>
      <PageHead title={t("title")} />
      <HeroSection />
      <StorySection />
      <ChatSection>{chat}</ChatSection>
      <FeaturesSection />
      <CalculatorsGrid />
      <SignUpCall />
    </>
  );
}
