// Runtime plugin of the shell (production): hands the shell's own federation
// runtime core to the remotes, which are built without one (externalRuntime)
// and read it from this global when their remoteEntry.js runs. The same module
// the shell's runtime uses, so the page carries one copy.
import * as runtimeCore from '@module-federation/runtime-core';

export default function provideRuntimeCore() {
  return {
    name: 'healthwatch-provide-runtime-core',
    beforeInit(args) {
      globalThis._FEDERATION_RUNTIME_CORE ??= runtimeCore;
      return args;
    },
  };
}
