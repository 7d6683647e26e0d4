import { ChatPanel } from "../../features/chat/chat-panel.tsx";
import { loadCheckIfKept } from "../../features/chat/use-chat.ts";
import { HomePage } from "../../features/home/home-page.tsx";
import { useSession } from "../../lib/session.tsx";

// A conversation the tab keeps is checked before the page draws, so it shows from the first frame.
export const ready = loadCheckIfKept;

export default function HomeRoute() {
  const { user } = useSession();
  return <HomePage chat={<ChatPanel signedIn={user !== null} />} />;
}
