# syntax=docker/dockerfile:1
# Ninefold in a container (README.md, "Running in containers"):
#   docker build -t ninefold .
#   docker run -p 3000:3000 -v ninefold-data:/data ninefold
# Three stages: every dependency to build, the build, then a runtime with production
# dependencies only, run as the unprivileged `node` user.

ARG NODE_IMAGE=node:20-slim

# 1. Dependencies, development ones included (Vite, TypeScript…), cached while the lockfile holds.
FROM ${NODE_IMAGE} AS deps
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund

# 2. The build: dist/client (assets), dist/pages (prerendered HTML), dist/server (the server).
FROM deps AS build
COPY . .
RUN npm run build

# 3. The runtime: production dependencies, the build, and the files the server reads at start.
FROM ${NODE_IMAGE} AS runtime
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/data
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --omit=dev --no-audit --no-fund && npm cache clean --force
COPY --from=build /app/dist ./dist
# Applied at every start (src/server/db/client.ts, migrationsFolder = <root>/drizzle).
COPY drizzle ./drizzle
# The password policy's list, read from src/ by the bundled server (src/server/auth/password-policy.ts).
COPY src/server/auth/common-passwords.txt ./src/server/auth/common-passwords.txt
# `npm run backup` / `npm run restore` (README.md, "Backups").
COPY scripts/backup.mjs ./scripts/backup.mjs
# The embedded database (PGlite, $DATA_DIR/pglite) and the generated session secret live in /data.
RUN mkdir -p /data && chown node:node /data
VOLUME ["/data"]
USER node
EXPOSE 3000
# node:*-slim has no curl: ask /api/health with Node's fetch (200 when the database answers).
# start-period: a new PGlite folder takes a few seconds to initialise and migrate.
HEALTHCHECK --interval=15s --timeout=5s --start-period=40s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/api/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
# Node is PID 1 and handles SIGTERM itself (graceful shutdown, src/server/start.ts).
CMD ["node", "dist/server/main.js"]
