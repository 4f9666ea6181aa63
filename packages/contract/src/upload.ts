/** Upload type groups (accepted types per group) and size limits. */
const IMAGES = ['bmp', 'png', 'jpg', 'jpeg'] as const;
const OFFICE = ['doc', 'docx', 'xls', 'xlsx', 'ppt', 'pptx'] as const;

export const UPLOAD_GROUPS = {
  photo: [...IMAGES],
  avatar: [...IMAGES],
  bill: ['pdf', ...IMAGES],
  certificate: [...OFFICE, 'txt', 'pdf', ...IMAGES, 'gif', 'zip', 'rar'],
  video: ['mp4'],
  other: [...OFFICE, 'txt'],
  info: [...IMAGES, 'wps', 'et', ...OFFICE, 'pdf'],
  verify: ['pdf', ...IMAGES, 'xls', 'xlsx', 'csv'],
} as const satisfies Record<string, readonly string[]>;

export type UploadGroup = keyof typeof UPLOAD_GROUPS;
export const UPLOAD_GROUP_NAMES = Object.keys(UPLOAD_GROUPS) as UploadGroup[];

/** Numeric `type` values older clients send (the image upload sends type 2). */
export const UPLOAD_TYPE_CODES: Record<string, UploadGroup> = {
  '1': 'avatar',
  '2': 'photo',
  '3': 'bill',
  '4': 'certificate',
  '5': 'video',
  '6': 'other',
  '7': 'info',
  '8': 'verify',
};

/** Default size limit in MB, and the avatar's. */
export const UPLOAD_DEFAULT_MB = 5;
export const UPLOAD_AVATAR_MB = 10;
/** Width of the small copy made of every uploaded image (`name_300.ext`). */
export const THUMBNAIL_WIDTH = 300;
/** Width of the smallest copy: list pictures are drawn at 32 px, so 64 stays sharp on 2× screens. */
export const LIST_THUMBNAIL_WIDTH = 64;
/** Every copy written of an uploaded image. */
export const THUMBNAIL_WIDTHS = [THUMBNAIL_WIDTH, LIST_THUMBNAIL_WIDTH] as const;

/** `2025/01/abc.png` → `2025/01/abc_300.png` (small images append their width). */
export function thumbnailPath(storedPath: string, width: number = THUMBNAIL_WIDTH): string {
  const dot = storedPath.lastIndexOf('.');
  return `${storedPath.slice(0, dot)}_${width}${storedPath.slice(dot)}`;
}

/** An uploaded image's URL (`/uploads/2025/01/abc.png`) → its copy of `width`; any other URL as it is. */
export function thumbnailUrl(url: string, width: number): string {
  return /^\/uploads\/\d{4}\/\d{2}\/[0-9a-f]{32}\.[a-z0-9]+$/.test(url) ? thumbnailPath(url, width) : url;
}

export function uploadLimitMb(group: UploadGroup): number {
  return group === 'avatar' ? UPLOAD_AVATAR_MB : UPLOAD_DEFAULT_MB;
}

/** Resolves the multipart `type` field (group name or numeric code) to a group; default photo. */
export function resolveUploadGroup(type: string | undefined): UploadGroup | null {
  if (type === undefined || type === '') return 'photo';
  if (type in UPLOAD_TYPE_CODES) return UPLOAD_TYPE_CODES[type] ?? null;
  return (UPLOAD_GROUP_NAMES as string[]).includes(type) ? (type as UploadGroup) : null;
}

/** The lower-cased extension of a file name, without the dot. */
export function fileExtension(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot + 1).toLowerCase();
}

export function isImageExtension(ext: string): boolean {
  return (IMAGES as readonly string[]).includes(ext) || ext === 'gif';
}
