import { type Block, type BlockType, MAX_BLOCKS } from '@bo/contract';
import { useMemo, useReducer } from 'react';
import { moveItem, newBlock } from './blocks';

export interface EditorState {
  /** The blocks as last loaded or saved: what "unchanged" compares against. */
  saved: Block[];
  blocks: Block[];
  selectedId: string | null;
}

type Action =
  | { type: 'load'; blocks: Block[] }
  | { type: 'add'; block: Block; at?: number }
  | { type: 'move'; id: string; to: number }
  | { type: 'remove'; id: string }
  | { type: 'update'; block: Block }
  | { type: 'select'; id: string | null }
  | { type: 'restore'; blocks: Block[] };

function reducer(state: EditorState, action: Action): EditorState {
  switch (action.type) {
    case 'load':
      return { saved: action.blocks, blocks: action.blocks, selectedId: null };
    case 'restore':
      return { ...state, blocks: action.blocks, selectedId: null };
    case 'add': {
      if (state.blocks.length >= MAX_BLOCKS) return state;
      const at = action.at ?? state.blocks.length;
      const blocks = [...state.blocks];
      blocks.splice(at, 0, action.block);
      return { ...state, blocks, selectedId: action.block.id };
    }
    case 'move': {
      const from = state.blocks.findIndex((b) => b.id === action.id);
      if (from < 0) return state;
      return { ...state, blocks: moveItem(state.blocks, from, action.to) };
    }
    case 'remove':
      return {
        ...state,
        blocks: state.blocks.filter((b) => b.id !== action.id),
        selectedId: state.selectedId === action.id ? null : state.selectedId,
      };
    case 'update':
      return { ...state, blocks: state.blocks.map((b) => (b.id === action.block.id ? action.block : b)) };
    case 'select':
      return { ...state, selectedId: action.id };
  }
}

/** The page design editor's state: the blocks being edited, the selection, and whether anything changed. */
export function useLayoutEditor() {
  const [state, dispatch] = useReducer(reducer, { saved: [], blocks: [], selectedId: null });
  const dirty = useMemo(
    () => JSON.stringify(state.blocks) !== JSON.stringify(state.saved),
    [state.blocks, state.saved],
  );
  return {
    ...state,
    dirty,
    full: state.blocks.length >= MAX_BLOCKS,
    selected: state.blocks.find((b) => b.id === state.selectedId) ?? null,
    load: (blocks: Block[]) => dispatch({ type: 'load', blocks }),
    restore: (blocks: Block[]) => dispatch({ type: 'restore', blocks }),
    add: (type: BlockType, at?: number) => dispatch({ type: 'add', block: newBlock(type), at }),
    move: (id: string, to: number) => dispatch({ type: 'move', id, to }),
    remove: (id: string) => dispatch({ type: 'remove', id }),
    update: (block: Block) => dispatch({ type: 'update', block }),
    select: (id: string | null) => dispatch({ type: 'select', id }),
  };
}

export type LayoutEditor = ReturnType<typeof useLayoutEditor>;
