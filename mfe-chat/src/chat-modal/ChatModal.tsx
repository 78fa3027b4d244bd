import type { RemoteProps } from '@healthwatch/contracts';

export default function ChatModal(_props: RemoteProps) {
  return (
    <section aria-labelledby="chat-ChatModal-heading">
      <h2 id="chat-ChatModal-heading">Private Chat</h2>
    </section>
  );
}
