# syntax=docker/dockerfile:1
# One image for both processes of the shop; the command picks the API or the storefront
# (compose.yaml). The same start commands as scripts/start.ts. Not built in CI: docs/deploy.md.

ARG NODE_IMAGE=node:20.20-bookworm-slim

# --- build: every dependency, then the storefront's production build and the API's bundle ---
FROM ${NODE_IMAGE} AS build
WORKDIR /app
COPY package.json package-lock.json .npmrc tsconfig.base.json ./
COPY packages/contract/package.json packages/contract/
COPY apps/api/package.json apps/api/
COPY apps/web/package.json apps/web/
COPY e2e/package.json e2e/
RUN npm ci
COPY packages/contract packages/contract
COPY apps/web apps/web
COPY apps/api apps/api
RUN npm run build

# --- runtime: production dependencies only, the sources, the API's bundle, the storefront's build ---
FROM ${NODE_IMAGE} AS runtime
ENV NODE_ENV=production
# pg_dump and pg_restore of the server's major version, for npm run db:backup and db:restore.
RUN apt-get update \
  && apt-get install -y --no-install-recommends postgresql-client-15 \
  && rm -rf /var/lib/apt/lists/*
WORKDIR /app
COPY package.json package-lock.json .npmrc tsconfig.base.json ./
COPY packages/contract/package.json packages/contract/
COPY apps/api/package.json apps/api/
COPY apps/web/package.json apps/web/
COPY e2e/package.json e2e/
# tsx is a production dependency: the storefront's server and the command-line tools run through it.
RUN npm ci --omit=dev && npm cache clean --force
COPY packages/contract packages/contract
COPY apps/api apps/api
COPY --from=build /app/apps/api/dist apps/api/dist
COPY apps/web/package.json apps/web/tsconfig.json apps/web/server.ts apps/web/
COPY apps/web/server apps/web/server
COPY --from=build /app/apps/web/build apps/web/build
# Media (product images) live in a volume; it starts owned by the user the processes run as.
RUN mkdir -p /data/media && chown -R node:node /data
USER node
ENV HOST=0.0.0.0 \
    API_PORT=3001 \
    WEB_HOST=0.0.0.0 \
    WEB_PORT=3000 \
    MEDIA_DIR=/data/media \
    PGLITE_DIR=/data/pglite
EXPOSE 3000 3001
WORKDIR /app/apps/api
CMD ["node", "dist/server.js"]
