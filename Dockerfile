# Karigar production image: the Vite build and the compiled server (dist/), run by Node.js 24 (LTS) with no
# TypeScript loader, as `npm start` does.
# docker build -t karigar . && docker run -e DATABASE_URL=... -e BETTER_AUTH_SECRET=... -p 3000:3000 karigar
FROM node:24-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

FROM node:24-bookworm-slim
# What `npm start` sets (scripts/server-startup.test.ts keeps them equal): two malloc
# arenas instead of one per thread, and in CMD a small young generation and an old generation that grows by half
# (decision 012 addenda): less resident memory at rest and under load.
ENV NODE_ENV=production PORT=3000 HOST=0.0.0.0 DATA_DIR=/data MALLOC_ARENA_MAX=2
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --omit=dev --no-audit --no-fund && npm cache clean --force
COPY --from=build /app/dist ./dist
COPY drizzle ./drizzle
RUN mkdir -p /data && chown node:node /data
USER node
EXPOSE 3000
# Liveness (issue 40): the process serves. A database outage is readiness (/api/health/ready), not a reason to
# restart a container that still serves its cached pages.
HEALTHCHECK --interval=15s --timeout=3s --start-period=120s \
  CMD node -e "fetch('http://127.0.0.1:'+process.env.PORT+'/api/health/live').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
# Not `npm start`: its prestart step would look for the build tools this image leaves out. The admin command
# (the password from a prompt or ADMIN_PASSWORD): docker compose exec app node dist/server/admin-create-cli.js --email …
CMD ["node", "--max-semi-space-size=4", "--heap-growing-percent=50", "dist/server/main.js"]
