import type { RemoteModuleRef } from '@healthwatch/contracts';
import { RemoteSlot } from '../remote-slot/RemoteSlot';
import { PageHeading } from './PageHeading';

type Props = RemoteModuleRef & { title: string; description: string };

/** A route whose content is one remote page component. */
export function RemotePage({ title, description, ...ref }: Props) {
  return (
    <>
      <PageHeading title={title} description={description} />
      <RemoteSlot {...(ref as RemoteModuleRef)} />
    </>
  );
}
