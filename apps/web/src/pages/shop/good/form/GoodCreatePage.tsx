import { GoodForm } from './GoodForm';

/** GoodCreate: a new goods. */
export function GoodCreatePage() {
  return <GoodForm good={null} />;
}
