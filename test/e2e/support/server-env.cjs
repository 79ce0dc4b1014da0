// The environment of a server the browser tests start: embedded adapters, demo seed, quiet logs,
// text messages kept in a test-only outbox.
function serverEnv(port, dataDir) {
  // CI sets REDIS_URL for the adapter suites; the journeys' server stays on the embedded adapters.
  const { REDIS_URL: _redis, MONGODB_URL: _mongo, EVENTSTORE_URL: _eventStore, ...inherited } = process.env;
  return {
    ...inherited,
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
    // A journey reads a notification's text at once, whatever the hour CI runs at.
    NOTIFICATION_QUIET_HOURS: 'off',
    EXPOSE_TEST_OUTBOX: 'true',
  };
}
module.exports = { serverEnv };
