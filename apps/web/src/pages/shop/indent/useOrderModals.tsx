import type { OrderDetail, OrderRow } from '@bo/contract';
import { type ReactNode, useState } from 'react';
import { useReturnFocus } from '../../../components/useReturnFocus';
import { ReceivingModal, RefundModal, ShipModal } from './OrderModals';

type Open =
  | { kind: 'ship' | 'waybill' | 'receiving'; order: OrderRow }
  | { kind: 'refund'; order: OrderDetail }
  | null;

/** The order action dialogs of a page: `open.ship(order)`... and the element that shows the open one. */
export function useOrderModals(): { open: (next: NonNullable<Open>) => void; modal: ReactNode } {
  const [open, setOpen] = useState<Open>(null);
  useReturnFocus(open !== null);
  const close = () => setOpen(null);
  let modal: ReactNode = null;
  if (open?.kind === 'ship' || open?.kind === 'waybill') {
    modal = <ShipModal order={open.order} mode={open.kind} onClose={close} />;
  } else if (open?.kind === 'receiving') {
    modal = <ReceivingModal order={open.order} onClose={close} />;
  } else if (open?.kind === 'refund') {
    modal = <RefundModal order={open.order} onClose={close} />;
  }
  return { open: setOpen, modal };
}
