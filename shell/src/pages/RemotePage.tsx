import type { RemoteName } from '@healthwatch/contracts';
import { RemoteSlot } from '../remote-slot/RemoteSlot';
import { PageHeading } from './PageHeading';

interface Props {
  title: string;
  description: string;
  remote: RemoteName;
  expose: string;
}

/** A route whose content is one remote page component. */
export function RemotePage({ title, description, remote, expose }: Props) {
  return (
    <>
      <PageHeading title={title} description={description} />
      <RemoteSlot remote={remote} expose={expose} />
    </>
  );
}
