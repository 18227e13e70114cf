import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';

// The SDK warns once per process that its 2027 releases will need Node 22; tests run on Node 20 on purpose.
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';

/** The bucket every local S3 server of the tests starts with. */
export const LOCAL_S3_BUCKET = 'kiddo-test';

/**
 * A real S3-compatible server (s3rver) in this process, on 127.0.0.1 and a random port, keeping
 * its objects in a temporary folder. `env` holds the variables that point the API at it.
 */
export async function startLocalS3() {
  const directory = await mkdtemp(path.join(os.tmpdir(), 'kiddo-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: LOCAL_S3_BUCKET, configs: [] }],
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    endpoint,
    bucket: LOCAL_S3_BUCKET,
    /** s3rver accepts these fixed credentials. */
    env: {
      S3_BUCKET: LOCAL_S3_BUCKET,
      S3_ENDPOINT: endpoint,
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
    },
    async close() {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
