import type { RemoteModuleRef } from '@healthwatch/contracts';
import en from '../i18n/messages/en.json';
import { routeDescriptionId, routeLabelId, type ShellMessageId, useShellT } from '../i18n/shell-catalogs';
import { RemoteSlot } from '../remote-slot/RemoteSlot';
import { PageHeading } from './PageHeading';

type Props = RemoteModuleRef & { path: string };

/**
 * A route whose content is one remote page component; its heading is the route's label. A route with
 * an intro in the shell's catalog (`route.<path>.intro`) shows it under the heading: it is in the
 * prerendered page, so the first content paints without waiting for the remote's chain.
 */
export function RemotePage({ path, ...ref }: Props) {
  const t = useShellT();
  const introId = `route.${path}.intro`;
  const intro = introId in en ? t(introId as ShellMessageId) : undefined;
  return (
    <>
      <PageHeading title={t(routeLabelId(path))} description={t(routeDescriptionId(path))} intro={intro} />
      <RemoteSlot {...(ref as RemoteModuleRef)} />
    </>
  );
}
