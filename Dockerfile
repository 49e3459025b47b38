# Holeout's container image (docs/deploy.md). One image for every instance; the database is a
# PostgreSQL server given by DATABASE_URL (or, without it, embedded PGlite in the /data volume).
FROM node:24-bookworm-slim AS build
WORKDIR /app
# Dependencies first, so a source change does not reinstall them.
COPY package.json package-lock.json ./
COPY packages/shared/package.json packages/shared/
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
ENV PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1 npm_config_fund=false npm_config_audit=false
RUN npm ci
COPY . .
RUN npm run build

FROM node:24-bookworm-slim
# pg_dump / pg_restore for `npm run db:backup` and `db:restore` against the PostgreSQL server.
RUN apt-get update \
 && apt-get install -y --no-install-recommends postgresql-client \
 && rm -rf /var/lib/apt/lists/*
WORKDIR /app
COPY --from=build --chown=node:node /app /app
RUN mkdir -p /data && chown node:node /data
USER node
ENV HOST=0.0.0.0 PORT=3000 DATA_DIR=/data
EXPOSE 3000
VOLUME ["/data"]
# Liveness only: readiness (/api/health/ready) is the proxy's business.
HEALTHCHECK --interval=10s --timeout=3s --start-period=60s \
  CMD node -e "fetch('http://127.0.0.1:3000/api/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
# The server runs its TypeScript through tsx (decision 001); SIGTERM reaches node directly.
CMD ["node", "--import", "tsx", "apps/server/src/main.ts"]
