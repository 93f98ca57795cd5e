import path from 'node:path';
import type { StorageEnv } from '../env';
import type { FileStorage } from './file-storage';
import { localStorage } from './local-storage';
import { s3Storage } from './s3-storage';

/** The file storage the settings name: a local folder by default, an S3-compatible bucket when configured. */
export function storageFrom(env: StorageEnv, dataDir: string): FileStorage {
  if (env.FILE_STORAGE === 's3') {
    return s3Storage({ endpoint: env.S3_ENDPOINT, bucket: env.S3_BUCKET, region: env.S3_REGION, accessKeyId: env.S3_ACCESS_KEY_ID, secretAccessKey: env.S3_SECRET_ACCESS_KEY });
  }
  return localStorage(env.UPLOADS_DIR ?? path.join(dataDir, 'uploads'));
}
