import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { fileExtension, queryInt, resolveUploadGroup, UPLOAD_GROUPS, type UploadGroup } from '@bo/contract';
import type { MultipartFile } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { AppError, badRequest, invalid } from '../../http/errors.js';
import { HEAD_BYTES, matchesSignature, TEXT_EXTENSIONS, TextCheck } from './signatures.js';

const MB = 1024 * 1024;
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching them is the point.
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/g;

/** Each group's size limit in MB (from the configuration, read per request). */
export type UploadLimits = Record<UploadGroup, number>;

/** The largest limit of any group: files are cut off there before their group is known. */
export function largestLimitMb(limits: UploadLimits): number {
  return Math.max(...Object.values(limits));
}

/** A file that arrived completely and passed every check, still in the temporary folder. */
export interface ReceivedUpload {
  group: UploadGroup;
  ext: string;
  tempPath: string;
  originalName: string;
  size: number;
}

const badFormat = () => invalid({ file: 'upload.badFormat' });
const tooBig = (mb: number) => invalid({ file: 'upload.tooBig' }, { n: mb });
const missing = () => invalid({ file: 'upload.missing' });

/** The limit in MB: the client may ask for less than the group allows, never more. */
function effectiveLimitMb(limits: UploadLimits, group: UploadGroup, requested: number | undefined): number {
  const cap = limits[group];
  return requested !== undefined && requested > 0 && requested < cap ? requested : cap;
}

/** Whole MB as plain digits, like any number in a query (`"0x1"`, `"1e1"` or `" 2"` are no size); 0 means none. */
const requestedMbSchema = queryInt(0, 1_000_000);

function parseRequestedMb(value: unknown): number | undefined {
  const parsed = requestedMbSchema.safeParse(value);
  if (!parsed.success) throw invalid({ size: 'validation.type' });
  return parsed.data > 0 ? parsed.data : undefined;
}

class LimitExceeded extends Error {}

interface StreamResult {
  size: number;
  head: Buffer;
  text: { valid: boolean };
  truncated: boolean;
}

/** Streams one file part to disk, counting bytes and aborting as soon as `limitBytes` is passed. */
async function streamToDisk(part: MultipartFile, target: string, limitBytes: number, ext: string) {
  let size = 0;
  let head = Buffer.alloc(0);
  const text = TEXT_EXTENSIONS.includes(ext) ? new TextCheck() : null;
  const counter = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      size += chunk.length;
      if (size > limitBytes) return callback(new LimitExceeded());
      if (head.length < HEAD_BYTES) head = Buffer.concat([head, chunk.subarray(0, HEAD_BYTES - head.length)]);
      text?.push(chunk);
      callback(null, chunk);
    },
  });
  // Opened before streaming, so a failure cannot race a pending open that recreates the file.
  const handle = await fsp.open(target, 'wx');
  try {
    await pipeline(part.file, counter, handle.createWriteStream());
  } catch (err) {
    await handle.close().catch(() => undefined);
    await fsp.rm(target, { force: true });
    throw err;
  }
  const result: StreamResult = {
    size,
    head,
    text: { valid: text ? text.end() : false },
    truncated: part.file.truncated,
  };
  return result;
}

/**
 * Reads the multipart body of `POST uploadPictures` (`file`, `type`, `size`): the file goes to
 * `tempDir` under a random name while its size is counted; once every part is read, the group, the
 * size limit, the extension and the file signature are checked. Any failure removes the file.
 */
export async function receiveUpload(
  request: FastifyRequest,
  tempDir: string,
  limits: UploadLimits,
  /** The group every file of this route belongs to (the `type` field is then ignored). */
  fixedGroup?: UploadGroup,
): Promise<ReceivedUpload> {
  if (!request.isMultipart()) throw missing();
  const largestMb = largestLimitMb(limits);
  let group: UploadGroup | undefined = fixedGroup;
  let requestedMb: number | undefined;
  let stored: (StreamResult & { path: string; ext: string; name: string }) | undefined;
  const errors = request.server.multipartErrors;

  try {
    // The parser's own cut-off follows the configured limits too (a backstop: bytes are counted below).
    for await (const part of request.parts({ limits: { fileSize: Math.floor(largestMb * MB) + 1 } })) {
      if (part.type === 'field') {
        if (part.fieldname === 'type' && !fixedGroup) {
          const resolved = resolveUploadGroup(String(part.value ?? '').trim());
          if (!resolved) throw invalid({ type: 'upload.badType' });
          group = resolved;
        } else if (part.fieldname === 'size') {
          requestedMb = parseRequestedMb(part.value);
        }
        continue;
      }
      if (part.fieldname !== 'file') {
        part.file.destroy();
        throw missing();
      }
      const ext = fileExtension(part.filename ?? '');
      const allowed: readonly string[] = group ? UPLOAD_GROUPS[group] : Object.values(UPLOAD_GROUPS).flat();
      if (!allowed.includes(ext)) {
        part.file.destroy();
        throw badFormat();
      }
      // Fields sent before the file set the exact limit; otherwise cut off at the largest one.
      const limitMb = group ? effectiveLimitMb(limits, group, requestedMb) : largestMb;
      const tempPath = path.join(tempDir, `${randomBytes(16).toString('hex')}.part`);
      fs.mkdirSync(tempDir, { recursive: true });
      try {
        stored = {
          ...(await streamToDisk(part, tempPath, Math.floor(limitMb * MB), ext)),
          path: tempPath,
          ext,
          name: part.filename,
        };
      } catch (err) {
        if (err instanceof LimitExceeded) throw tooBig(limitMb);
        throw err;
      }
    }
  } catch (err) {
    if (stored) fs.rmSync(stored.path, { force: true });
    if (err instanceof AppError) throw err;
    if (err instanceof errors.FilesLimitError) throw invalid({ file: 'validation.amount' }, { amount: 1 });
    if (err instanceof errors.RequestFileTooLargeError)
      throw tooBig(group ? effectiveLimitMb(limits, group, requestedMb) : largestMb);
    // Other multipart limits carry their 4xx status for the central handler.
    const status = (err as { statusCode?: unknown }).statusCode;
    if (typeof status === 'number' && status < 500) throw err;
    // Disk failures carry a syscall: the central handler responds to them (50700 when the disk is full).
    // Anything else is a malformed or cut-off body.
    if ((err as NodeJS.ErrnoException).syscall) throw err;
    throw badRequest();
  }

  if (!stored || stored.size === 0) {
    if (stored) fs.rmSync(stored.path, { force: true });
    throw missing();
  }
  const finalGroup = group ?? 'photo';
  const limitMb = effectiveLimitMb(limits, finalGroup, requestedMb);
  const failure =
    stored.truncated || stored.size > limitMb * MB
      ? tooBig(limitMb)
      : !(UPLOAD_GROUPS[finalGroup] as readonly string[]).includes(stored.ext) ||
          !matchesSignature(stored.ext, stored.head, stored.text)
        ? badFormat()
        : null;
  if (failure) {
    fs.rmSync(stored.path, { force: true });
    throw failure;
  }
  return {
    group: finalGroup,
    ext: stored.ext,
    tempPath: stored.path,
    // Kept for display only; control characters go (PostgreSQL cannot store a NUL: that was a 500).
    originalName: stored.name.replace(CONTROL_CHARACTERS, '').slice(0, 255),
    size: stored.size,
  };
}
