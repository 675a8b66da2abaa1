# syntax=docker/dockerfile:1
# Raahi's server with the web app it serves, on Node.js 24 LTS. compose.yaml runs two of these
# behind nginx; docs/deployment.md explains the whole recipe.

ARG NODE_IMAGE=node:24-bookworm-slim

# The workspaces' manifests alone, so dependencies are installed again only when they change.
FROM ${NODE_IMAGE} AS manifests
WORKDIR /app
COPY package.json package-lock.json .npmrc ./
COPY packages/domain/package.json packages/domain/
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
COPY e2e/package.json e2e/
COPY bench/package.json bench/

# Builds the web app and the server bundle (the browser tests and the benchmark are left out).
FROM manifests AS build
RUN npm ci --workspace=@raahi/web --workspace=@raahi/server --include-workspace-root
COPY . .
RUN npm run build

# Only what the server needs at run time: its production dependencies.
FROM manifests AS server-dependencies
RUN npm ci --omit=dev --workspace=@raahi/server

FROM ${NODE_IMAGE}
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=8080 \
    DATA_DIR=/data
WORKDIR /app
COPY --from=server-dependencies /app/node_modules node_modules
COPY --from=build /app/apps/server/package.json apps/server/
COPY --from=build /app/apps/server/drizzle apps/server/drizzle
COPY --from=build /app/apps/server/dist apps/server/dist
COPY --from=build /app/apps/web/dist apps/web/dist
# Uploads and generated keys (and the embedded PostgreSQL when DATABASE_URL is not set).
RUN mkdir /data && chown node:node /data
VOLUME /data
# The image's own unprivileged user; the code stays owned by root, so the app cannot change it.
USER node
EXPOSE 8080
HEALTHCHECK --interval=10s --timeout=3s --start-period=60s \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + process.env.PORT + '/api/health').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# Node itself as PID 1: it receives docker's SIGTERM and shuts down cleanly.
CMD ["node", "apps/server/dist/server.js"]
