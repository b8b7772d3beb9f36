# syntax=docker/dockerfile:1
# Three Skies production image: Node LTS on Debian bookworm-slim, the app built with its dev dependencies,
# pruned to production dependencies, and LiteFS in front (see docs/deployment.md).
ARG NODE_VERSION=22

# ---- base: what every stage shares ---------------------------------------------------------------
FROM node:${NODE_VERSION}-bookworm-slim AS base
WORKDIR /app
# Published ports reach a container on its own interface, not on its loopback; fly.toml narrows
# this to 127.0.0.1 behind the LiteFS proxy.
ENV NODE_ENV=production HOST=0.0.0.0

# ---- deps: all dependencies; native modules (better-sqlite3, sweph) compile here ------------------
FROM base AS deps
RUN apt-get update \
 && apt-get install -y --no-install-recommends python3 make g++ \
 && rm -rf /var/lib/apt/lists/*
COPY package.json package-lock.json ./
RUN npm ci --include=dev --no-audit --no-fund

# ---- build: client + server bundles, then drop dev dependencies ------------------------------------
FROM deps AS build
COPY . .
RUN npm run build \
 && npm run places:index \
 && npm prune --omit=dev --no-audit --no-fund \
 && npm cache clean --force

# ---- litefs: only for its binary -------------------------------------------------------------------
FROM flyio/litefs:0.5 AS litefs

# ---- runtime --------------------------------------------------------------------------------------
FROM base AS runtime
# fuse3: LiteFS's FUSE mount. sqlite3: the shell for `fly ssh console` inspection and restores.
# ca-certificates: outbound TLS (Stripe, Twilio, SendGrid, OpenAI, object storage).
RUN apt-get update \
 && apt-get install -y --no-install-recommends fuse3 sqlite3 ca-certificates \
 && rm -rf /var/lib/apt/lists/*

COPY --from=litefs /usr/local/bin/litefs /usr/local/bin/litefs
COPY litefs.yml /etc/litefs.yml

COPY --from=build /app/package.json /app/package-lock.json ./
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/build ./build
COPY scripts/fly-schedule.sh ./scripts/fly-schedule.sh

# The FUSE mount point; the volume (fly.toml [mounts]) is /data, holding LiteFS's data dir and backups.
RUN mkdir -p /litefs /data

# LiteFS must mount FUSE, which needs root (CAP_SYS_ADMIN); it then starts the migrations and the server
# from litefs.yml `exec`. Node is started directly: no npm or npx at boot.
ENTRYPOINT ["litefs", "mount"]
