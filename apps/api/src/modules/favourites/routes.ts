import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  addFavouriteBody,
  codeParams,
  deleteGroupResult,
  favouriteCheck,
  favouriteGroup,
  favouriteItem,
  favouriteList,
  favouritesQuery,
  groupBody,
  groupIdParams,
  removeFavouriteResult,
} from '@meridian/contract/favourites';
import { envelopeOf } from '@meridian/contract/envelope';
import { ok } from '../../platform/http.ts';
import type { FavouritesService } from './service.ts';

/** `/api/favourites`: the signed-in user's own favourites and groups, nobody else's. */
export const favouritesRoutes: FastifyPluginAsyncZod<{ favourites: FavouritesService }> = async (app, { favourites }) => {
  const tags = ['favourites'];

  app.get(
    '/groups',
    { schema: { tags, summary: 'My groups, the default group first', response: { 200: envelopeOf(z.array(favouriteGroup)) } } },
    async (req) => ok(req, await favourites.listGroups(req.user.id)),
  );

  app.post(
    '/groups',
    { schema: { tags, summary: 'Create a group (at most 20, names 1–20 characters)', body: groupBody, response: { 200: envelopeOf(favouriteGroup) } } },
    async (req) => ok(req, await favourites.createGroup(req.user.id, req.body.name), 'SAVED'),
  );

  app.put(
    '/groups/:id',
    { schema: { tags, summary: 'Rename a group', params: groupIdParams, body: groupBody, response: { 200: envelopeOf(favouriteGroup) } } },
    async (req) => ok(req, await favourites.renameGroup(req.user.id, req.params.id, req.body.name), 'SAVED'),
  );

  app.delete(
    '/groups/:id',
    { schema: { tags, summary: 'Delete a group; its stocks move to the default group', params: groupIdParams, response: { 200: envelopeOf(deleteGroupResult) } } },
    async (req) => ok(req, await favourites.deleteGroup(req.user.id, req.params.id), 'SAVED'),
  );

  app.get(
    '/',
    { schema: { tags, summary: 'My favourites, in one group or all, oldest first', querystring: favouritesQuery, response: { 200: envelopeOf(favouriteList) } } },
    async (req) => ok(req, await favourites.list(req.user.id, req.query.group_id)),
  );

  app.post(
    '/',
    { schema: { tags, summary: 'Add a stock (to the default group unless group_id)', body: addFavouriteBody, response: { 200: envelopeOf(favouriteItem) } } },
    async (req) => ok(req, await favourites.add(req.user.id, req.body.code, req.body.group_id), 'SAVED'),
  );

  app.delete(
    '/:code',
    {
      schema: {
        tags,
        summary: 'Remove a stock from one group, or from every group without group_id',
        params: codeParams,
        querystring: favouritesQuery,
        response: { 200: envelopeOf(removeFavouriteResult) },
      },
    },
    async (req) => ok(req, await favourites.remove(req.user.id, req.params.code, req.query.group_id), 'SAVED'),
  );

  app.get(
    '/check/:code',
    { schema: { tags, summary: 'Whether a stock is a favourite (the star on the detail screen)', params: codeParams, response: { 200: envelopeOf(favouriteCheck) } } },
    async (req) => ok(req, await favourites.check(req.user.id, req.params.code)),
  );
};
