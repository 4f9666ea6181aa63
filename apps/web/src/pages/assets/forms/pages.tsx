import { FormCreatePage } from './FormCreatePage';
import { FormListPage } from './FormListPage';
import { TaskListPage } from './TaskListPage';

/** The server's page names, each bound to its kind (one lazy chunk for all asset forms). */
export const AssetsJoinList = () => <FormListPage kind="join" />;
export const AssetsOutList = () => <FormListPage kind="out" />;
export const AssetsRentalList = () => <FormListPage kind="rental" />;
export const AssetsBackList = () => <FormListPage kind="back" />;
export const AssetLeaseGrantList = () => <FormListPage kind="lease_grant" />;
export const AssetLeaseRepayList = () => <FormListPage kind="lease_repay" />;
export const VerifyList = () => <FormListPage kind="verify" />;
export const AssetsJoinCreate = () => <FormCreatePage kind="join" />;
export const AssetsOutCreate = () => <FormCreatePage kind="out" />;
export const AssetsRentalCreate = () => <FormCreatePage kind="rental" />;
export const AssetsBackCreate = () => <FormCreatePage kind="back" />;
export const TaskList = () => <TaskListPage />;
export const OutTaskList = () => <TaskListPage kind="out" />;
export const BackTaskList = () => <TaskListPage kind="back" />;
export const RentTaskList = () => <TaskListPage kind="rent" />;
export { VerifyCapitaPage as VerifyCapitaList } from './VerifyCapitaPage';
