import type { RemoteModuleRef } from '@healthwatch/contracts';
import { routeDescriptionId, routeLabelId, useShellT } from '../i18n/shell-catalogs';
import { RemoteSlot } from '../remote-slot/RemoteSlot';
import { PageHeading } from './PageHeading';

type Props = RemoteModuleRef & { path: string };

/** A route whose content is one remote page component; its heading is the route's label. */
export function RemotePage({ path, ...ref }: Props) {
  const t = useShellT();
  return (
    <>
      <PageHeading title={t(routeLabelId(path))} description={t(routeDescriptionId(path))} />
      <RemoteSlot {...(ref as RemoteModuleRef)} />
    </>
  );
}
