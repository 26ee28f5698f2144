import { Conversations } from '../features/admin/Conversations';

/** `/admin/conversations`: WhatsApp conversations, channel counts and the bot switch (ADR 0049). */
export default function AdminConversations() {
  return <Conversations />;
}
