import { AssetListPage } from './AssetListPage';

/** The four asset lists by their server page names (one lazy chunk shared by them). */
export const AssetsList = () => <AssetListPage view="all" />;
export const SelfAssetsList = () => <AssetListPage view="self" />;
export const PublicAssetsList = () => <AssetListPage view="public" />;
export const ResourceList = () => <AssetListPage view="resource" />;
