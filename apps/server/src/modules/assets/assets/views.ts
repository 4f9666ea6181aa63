import { ASSET_VIEW_PERMISSION, type AssetView, assetListQuerySchema } from '@bo/contract';

/** The page each `assets/list` view belongs to: the caller needs that page's permission. */
export const VIEW_PERMISSION: Record<AssetView, string> = ASSET_VIEW_PERMISSION;
/** The view of a list asked for without one. */
export const DEFAULT_VIEW: AssetView = assetListQuerySchema.shape.view.parse(undefined);
