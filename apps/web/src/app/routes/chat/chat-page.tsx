import { useCallback } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { SpinnerOverlay } from '../../../components/spinner-overlay';
import { isOperatorRole, isVendorRole } from '@raahi/domain/roles';
import { ChatScreen } from '../../../features/chat/components/chat-screen';
import { NewConversation } from '../../../features/chat/components/new-conversation';
import { isRole } from '../../../lib/is-role';
import { useVendorOptions } from '../../../lib/options';
import { useSession } from '../../../lib/session';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { FOOTER_HEIGHT } from '../../layout/shell-sizes';

/** The main area's bottom padding above the fixed footer (app-shell.tsx). */
const BELOW_CONTENT = FOOTER_HEIGHT + 24;

/** /chat and /chat/:conversationId: the caller's conversations and one of them. */
export function ChatPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('chat.documentTitle'));
  const user = useSession((state) => state.user);
  const { conversationId } = useParams();
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const onSearch = useCallback(
    (next: string) =>
      setParams(
        (current) => {
          const updated = new URLSearchParams(current);
          if (next) updated.set('q', next);
          else updated.delete('q');
          return updated;
        },
        { replace: true },
      ),
    [setParams],
  );

  const role = user && isRole(user.role) ? user.role : null;
  const operator = role !== null && isOperatorRole(role);
  const vendors = useVendorOptions({ enabled: operator });

  if (!user) return <SpinnerOverlay />;
  // Operators write to a vendor, a vendor's people to the operator; a duty's conversation
  // starts from the duty, and a driver's from its vendor.
  const start = operator ? (
    <NewConversation vendors={vendors.data ?? []} />
  ) : role !== null && isVendorRole(role) ? (
    <NewConversation vendors={null} />
  ) : undefined;
  return (
    <ChatScreen
      me={user.id}
      driver={user.role === 'driver'}
      mayHide={user.role === 'admin'}
      conversationId={conversationId}
      dutyId={params.get('duty')}
      q={q}
      onSearch={onSearch}
      bottomReserve={BELOW_CONTENT}
      start={start}
    />
  );
}
