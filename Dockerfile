# Multi-stage build of the Dungeon Lords Online server.
#   docker build -t dlo-server .
#   docker run -p 8080:8080 dlo-server            (embedded SQLite in /app/data)
# Migrations are embedded in the binary and run at start-up; the SQL files are copied for reference.

# The browser client's runtime dependencies (Fluent, the QR code library) and its minified copy:
# `npm ci` runs the `prepare` script (web-client/tools/build.mjs), which writes web-client/dist/,
# served while it is up to date with the sources next to it (server/src/web.rs).
FROM node:20-bookworm-slim AS web
WORKDIR /web
COPY web-client/ ./
RUN npm ci --omit=dev --no-audit --no-fund

FROM rust:1-bookworm AS build
# The image has the OpenSSL headers and pkg-config that webauthn-rs (passkeys) builds against;
# the runtime image below installs libssl3.
WORKDIR /src
COPY . .
RUN cargo build --release --locked -p server \
    && mkdir -p web-client \
    && cp target/release/server /usr/local/bin/server

FROM debian:bookworm-slim
RUN apt-get update \
    && apt-get install -y --no-install-recommends ca-certificates curl libssl3 \
    && rm -rf /var/lib/apt/lists/* \
    && useradd --system --home /app dlo
WORKDIR /app
COPY --from=build /usr/local/bin/server /usr/local/bin/server
COPY --from=build /src/web-client /app/web-client
COPY --from=web /web/node_modules /app/web-client/node_modules
COPY --from=web /web/dist /app/web-client/dist
COPY --from=build /src/migrations /app/migrations
COPY --from=build /src/server/migrations-sqlite /app/migrations-sqlite
RUN mkdir -p /app/data && chown dlo /app/data
USER dlo
ENV WEB_DIR=/app/web-client \
    DATA_DIR=/app/data \
    LOG_FORMAT=json \
    RUST_LOG=info
EXPOSE 8080
HEALTHCHECK --interval=10s --timeout=3s --retries=5 CMD curl -fsS http://127.0.0.1:8080/readyz || exit 1
CMD ["server", "--bind", "0.0.0.0:8080"]
