import { ChatPanel } from "../../features/chat/chat-panel.tsx";
import { HomePage } from "../../features/home/home-page.tsx";

export default function HomeRoute() {
  return <HomePage chat={<ChatPanel />} />;
}
