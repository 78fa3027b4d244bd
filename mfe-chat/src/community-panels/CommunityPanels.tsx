import type { RemoteProps } from '@healthwatch/contracts';

export default function CommunityPanels(_props: RemoteProps) {
  return (
    <section aria-labelledby="chat-CommunityPanels-heading">
      <h2 id="chat-CommunityPanels-heading">Health Community</h2>
    </section>
  );
}
