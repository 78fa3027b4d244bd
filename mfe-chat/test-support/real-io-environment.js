// jsdom for the components, with Node's own networking: these tests talk to a real chat-server over
// real sockets, so socket.io-client resolves to its Node build and fetch is Node's.
const { TestEnvironment } = require('jest-environment-jsdom');

class RealIoEnvironment extends TestEnvironment {
  constructor(config, context) {
    const projectConfig = {
      ...config.projectConfig,
      testEnvironmentOptions: {
        ...config.projectConfig.testEnvironmentOptions,
        customExportConditions: ['node', 'require', 'default'],
      },
    };
    super({ ...config, projectConfig }, context);
    const g = this.global;
    g.fetch = fetch;
    g.Response = Response;
    g.Headers = Headers;
    g.Request = Request;
    // Node's fetch only accepts Node's AbortSignal.
    g.AbortController = AbortController;
    g.AbortSignal = AbortSignal;
    g.setImmediate = setImmediate;
    g.clearImmediate = clearImmediate;
    g.TextEncoder = TextEncoder;
    g.TextDecoder = TextDecoder;
  }
}

module.exports = RealIoEnvironment;
