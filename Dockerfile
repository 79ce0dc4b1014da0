# syntax=docker/dockerfile:1
# One image for every Node process of Guanacaste Pros. The command picks the role:
#   node api/dist/main.js all | api | projections | worker | rebuild | audit …
# Default: `all`, the embedded single process (SQLite log in /app/data), so `docker run -p 3000:3000`
# works on its own; docker-compose.yml runs the production roles from this same image.

ARG NODE_IMAGE=node:20-bookworm-slim

FROM ${NODE_IMAGE} AS base
WORKDIR /app
ENV npm_config_update_notifier=false \
    npm_config_fund=false \
    npm_config_audit=false

# better-sqlite3 downloads a prebuilt binary when it can and compiles otherwise; the compiler
# stays in the build stages and never reaches the runtime image.
FROM base AS toolchain
RUN apt-get update \
 && apt-get install -y --no-install-recommends python3 make g++ \
 && rm -rf /var/lib/apt/lists/*
# node-gyp compiles against the headers shipped in the image instead of downloading them.
ENV npm_config_nodedir=/usr/local

# Manifests only, so dependency layers are rebuilt only when a package.json or the lockfile changes.
FROM toolchain AS manifests
COPY package.json package-lock.json ./
COPY shared/package.json shared/
COPY projections/package.json projections/
COPY api/package.json api/
COPY web-common/package.json web-common/
COPY web-public/package.json web-public/
COPY web-admin/package.json web-admin/
COPY test/package.json test/

# Runtime dependencies: the api workspace and what it links (@gp/shared, @gp/projections). The web
# apps' React packages are compiled into static files and are not needed at run time.
FROM manifests AS prod-deps
RUN --mount=type=cache,target=/root/.npm \
    npm ci --omit=dev --workspace=@gp/api

FROM manifests AS build
RUN --mount=type=cache,target=/root/.npm \
    npm ci
COPY . .
RUN node scripts/build.mjs --all

FROM base AS runtime
# Two malloc arenas: glibc's default fragments under libvips' threads (photo uploads); see scripts/server-process.mjs.
ENV NODE_ENV=production \
    MALLOC_ARENA_MAX=2
# Manifests, node_modules (native binaries built above, on the same base image) and the
# workspace links node_modules/@gp/* → ../../<workspace>.
COPY --from=prod-deps /app ./
COPY --from=build /app/shared/dist shared/dist
COPY --from=build /app/projections/dist projections/dist
COPY --from=build /app/api/dist api/dist
COPY --from=build /app/web-public/dist web-public/dist
COPY --from=build /app/web-public/dist-server web-public/dist-server
COPY --from=build /app/web-admin/dist web-admin/dist
# Code stays root-owned and read-only to the app; only the embedded data directory is writable.
RUN mkdir -p data && chown node:node data
USER node
EXPOSE 3000
# For the roles that serve HTTP (all, api); docker-compose.yml disables it for projections and worker.
HEALTHCHECK --interval=15s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch(`http://127.0.0.1:${process.env.PORT || 3000}/api/health`).then((response) => process.exit(response.ok ? 0 : 1), () => process.exit(1))"]
CMD ["node", "api/dist/main.js", "all"]
