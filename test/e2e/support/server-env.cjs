// The environment of a server the browser tests start: embedded adapters, demo seed, quiet logs,
// text messages kept in a test-only outbox.
function serverEnv(port, dataDir) {
  return {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    SEED_DEMO: 'true',
    PUBLIC_ORIGIN: `http://127.0.0.1:${port}`,
    LOG_LEVEL: 'warn',
    // The journeys sign the demo admin in many times within minutes.
    RATE_LIMIT_FACTOR: '100',
    // The browser tests read verification codes from the console transport's outbox.
    SMS_TRANSPORT: 'console',
    EXPOSE_TEST_OUTBOX: 'true',
  };
}
module.exports = { serverEnv };
