# syntax=docker/dockerfile:1
#
# Kiddo in one image: the API (bundled to JavaScript) serving the parent portal on PORT and the
# chat site on CHAT_PORT. Without DATABASE_URL it keeps an embedded PGlite database in /data,
# so mount a volume there, or set DATABASE_URL and the other variables of README "Production".
#
#   docker build -t kiddo .
#   docker run -p 8080:8080 -p 8081:8081 -v kiddo-data:/data kiddo
#
# The CMD is exactly `npm run start:prod` (a test checks they stay the same).

ARG NODE_IMAGE=node:20-bookworm-slim

# 1. The workspace's manifests: all npm needs to install from the lockfile.
FROM ${NODE_IMAGE} AS manifests
WORKDIR /app
COPY package.json package-lock.json ./
COPY apps/api/package.json apps/api/
COPY apps/portal/package.json apps/portal/
COPY apps/chat/package.json apps/chat/
COPY packages/contracts/package.json packages/contracts/
COPY packages/brand/package.json packages/brand/
COPY packages/safety/package.json packages/safety/
COPY e2e/package.json e2e/

# 2. Every dependency, for building.
FROM manifests AS deps
RUN --mount=type=cache,target=/root/.npm npm ci --no-audit --no-fund

# 3. The portal and the chat site (Vite), and the API bundled to apps/api/dist/server.js (esbuild).
FROM deps AS build
COPY . .
RUN npm run build -w @kiddo/portal -w @kiddo/chat && npm run build -w @kiddo/api

# 4. Only what the API needs at run time: its production dependencies (sharp, PGlite, pdfkit…).
FROM manifests AS runtime-deps
RUN --mount=type=cache,target=/root/.npm npm ci --omit=dev --workspace=@kiddo/api --no-audit --no-fund

# 5. The image: node, the production dependencies and the three builds, run as a non-root user.
FROM ${NODE_IMAGE} AS runtime
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=8080 \
    CHAT_PORT=8081 \
    DATA_DIR=/data
WORKDIR /app
COPY --from=runtime-deps /app ./
COPY --from=build /app/apps/api/dist apps/api/dist
COPY --from=build /app/apps/portal/dist apps/portal/dist
COPY --from=build /app/apps/chat/dist apps/chat/dist
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME ["/data"]
EXPOSE 8080 8081
HEALTHCHECK --interval=15s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch(`http://127.0.0.1:${process.env.PORT}/api/health`).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
STOPSIGNAL SIGTERM
CMD ["node", "--enable-source-maps", "apps/api/dist/server.js"]
