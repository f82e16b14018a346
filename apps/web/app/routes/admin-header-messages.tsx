import { type AdminCustomMessageList, customMessageSaveSchema, HEADER_MESSAGE_CODE } from '@shop/contract';
import { customMessageSaveInput, MessagePage } from '~/features/admin-content';
import { adminMeta } from '~/features/admin-frame';
import { saveEntry, staffApi } from '~/features/admin-frame/server';
import { languageOf } from '~/lib/public-config';
import type { Route } from './+types/admin-header-messages';

export const meta = ({ location }: Route.MetaArgs) => adminMeta(location.pathname, 'messages.title');

export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const list = await staffApi<AdminCustomMessageList>(
    request,
    languageOf(url.pathname),
    'admin/custommessages/getall',
  );
  // The header's message bar unless another message is chosen.
  return { items: list.items, code: url.searchParams.get('code') ?? HEADER_MESSAGE_CODE };
}

export async function action({ request }: Route.ActionArgs) {
  return saveEntry(request, await request.formData(), {
    schema: customMessageSaveSchema,
    input: customMessageSaveInput,
    path: 'admin/custommessages/save',
  });
}

export default function AdminHeaderMessagesRoute({ loaderData }: Route.ComponentProps) {
  return <MessagePage {...loaderData} />;
}
