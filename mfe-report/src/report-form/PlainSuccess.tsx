import type { HealthTip } from '@healthwatch/contracts';
import { useEffect, useRef } from 'react';
import { useT } from '../i18n/report-catalogs';

/**
 * The success screen's words when its chunk could not be fetched (the report itself is stored): the
 * heading, which takes focus, and the thanks, without the tip or the link to the map.
 */
export default function PlainSuccess({ headingId }: { headingId: string; tip: HealthTip | null; tipLoading: boolean }) {
  const heading = useRef<HTMLHeadingElement>(null);
  const t = useT();
  useEffect(() => heading.current?.focus(), []);
  return (
    <div>
      <h3 id={headingId} ref={heading} tabIndex={-1}>
        {t('success.heading')}
      </h3>
      <p>{t('success.thanks')}</p>
    </div>
  );
}
