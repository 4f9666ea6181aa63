import {
  AppstoreOutlined,
  FileImageOutlined,
  NotificationOutlined,
  PictureOutlined,
  ShoppingOutlined,
} from '@ant-design/icons';
import type { BlockType } from '@bo/contract';
import type { ReactNode } from 'react';

/** The icon of each block type, in the palette and on the canvas. */
export const BLOCK_ICONS: Record<BlockType, ReactNode> = {
  banner: <PictureOutlined />,
  category_nav: <AppstoreOutlined />,
  goods_grid: <ShoppingOutlined />,
  notice: <NotificationOutlined />,
  image_ad: <FileImageOutlined />,
};

/** Drag payloads between the palette and the canvas (native HTML5 drag and drop). */
export const DRAG_NEW = 'application/x-page-block-type';
export const DRAG_MOVE = 'application/x-page-block-id';
