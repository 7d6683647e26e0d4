import { PrivacyPage } from "../../features/privacy/privacy-page.tsx";

/** /privacy: what Kosh keeps and who holds it (docs/product.md#privacy). */
export default function PrivacyRoute() {
  return <PrivacyPage />;
}
