import type { RemoteProps } from '@healthwatch/contracts';

export default function PhoneAiPage(_props: RemoteProps) {
  return (
    <section aria-labelledby="phoneAi-PhoneAiPage-heading">
      <h2 id="phoneAi-PhoneAiPage-heading">AI Health Diagnosis</h2>
    </section>
  );
}
