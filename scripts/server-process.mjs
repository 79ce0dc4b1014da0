// How a server process runs, wherever one is started for real or measured: npm start and the
// benchmarks (the Docker image sets the same in its ENV).

/**
 * Two malloc arenas: glibc's default (8 per core) fragments under libvips' image threads and holds
 * hundreds of MB after a burst of photo uploads (see the photo-variants bench).
 */
export function serverEnv(env = process.env) {
  return { MALLOC_ARENA_MAX: '2', ...env };
}
