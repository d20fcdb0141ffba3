import type { Route } from './+types/activity-become-a-seller';
import { ProgrammePage } from '../components/activity/programme-page.tsx';
import { MoreMessages } from '../lib/more-messages.tsx';
import { programmeAction, programmeLoader, type ProgrammeLoaderData } from '../lib/programme.server.ts';
import { seoMeta } from '../lib/seo.ts';

export function meta({ matches, location, loaderData }: Route.MetaArgs) {
  const page = loaderData as ProgrammeLoaderData | undefined;
  return seoMeta({ matches, pathname: location.pathname, title: page?.title, description: page?.description });
}

/** The seller recruitment page (product §2 route table: public; issue 15 §3); its parts are shared with the other programme page. */
export function loader(args: Route.LoaderArgs) {
  return programmeLoader(args, 'become_seller');
}

export function action(args: Route.ActionArgs) {
  return programmeAction(args, 'become_seller');
}

export default function Programme({ loaderData }: Route.ComponentProps) {
  const page = loaderData as ProgrammeLoaderData;
  return (
    <MoreMessages messages={page.messages}>
      <ProgrammePage page={page} />
    </MoreMessages>
  );
}
