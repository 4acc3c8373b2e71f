'use client';

import { createContext, useContext, type ReactNode } from 'react';
import { ResultMessage, useNotice, type Notice } from './ResultMessage';

type ShowNotice = (kind: Notice['kind'], text: string, details?: string[]) => void;

const NoticeContext = createContext<ShowNotice>(() => undefined);

/**
 * Where a list's actions report (an address deleted, a card removed): above the list, so the
 * message stays when the item it was about is gone after the page refreshes. The list itself
 * stays server-rendered: it comes in as children.
 */
export function NoticeArea({ children }: { children: ReactNode }) {
  const { notice, show } = useNotice();
  return (
    <NoticeContext.Provider value={show}>
      <ResultMessage notice={notice} />
      {children}
    </NoticeContext.Provider>
  );
}

/** Reports to the nearest NoticeArea. */
export function useShowNotice(): ShowNotice {
  return useContext(NoticeContext);
}
