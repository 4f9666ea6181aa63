import { lazyPage, type PageMap } from './types';

const forms = () => import('../../pages/assets/forms/pages');

/** The asset form, task and verification-progress pages (one chunk shared by all of them). */
export const assetFormPages: PageMap = {
  AssetsJoinList: lazyPage(forms, (m) => m.AssetsJoinList),
  AssetsJoinCreate: lazyPage(forms, (m) => m.AssetsJoinCreate),
  AssetsOutList: lazyPage(forms, (m) => m.AssetsOutList),
  AssetsOutCreate: lazyPage(forms, (m) => m.AssetsOutCreate),
  AssetsRentalList: lazyPage(forms, (m) => m.AssetsRentalList),
  AssetsRentalCreate: lazyPage(forms, (m) => m.AssetsRentalCreate),
  AssetsBackList: lazyPage(forms, (m) => m.AssetsBackList),
  AssetsBackCreate: lazyPage(forms, (m) => m.AssetsBackCreate),
  AssetLeaseGrantList: lazyPage(forms, (m) => m.AssetLeaseGrantList),
  AssetLeaseRepayList: lazyPage(forms, (m) => m.AssetLeaseRepayList),
  VerifyList: lazyPage(forms, (m) => m.VerifyList),
  VerifyCapitaList: lazyPage(forms, (m) => m.VerifyCapitaList),
  TaskList: lazyPage(forms, (m) => m.TaskList),
  OutTaskList: lazyPage(forms, (m) => m.OutTaskList),
  BackTaskList: lazyPage(forms, (m) => m.BackTaskList),
  RentTaskList: lazyPage(forms, (m) => m.RentTaskList),
};
