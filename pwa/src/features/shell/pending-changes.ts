import { create } from 'zustand'

/**
 * How many local changes wait for the server. The sync engine sets it; the header shows it.
 */
export const usePendingChangesStore = create<{ count: number; setCount: (count: number) => void }>((set) => ({
  count: 0,
  setCount: (count) => set({ count }),
}))

export const usePendingChanges = () => usePendingChangesStore((state) => state.count)
