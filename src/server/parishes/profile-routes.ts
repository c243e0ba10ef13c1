import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ParishProfile, ParishProfileBody } from '../../shared/schemas/parish';
import { LogoResponse, PARISHES_MSG } from '../../shared/schemas/parishes';
import { z } from '../../shared/schemas/zod';
import { found } from '../http-error';
import { multipart } from '../http/schemas';
import { requireCapability } from '../plugins/access-rules';
import { signedIn } from '../plugins/auth';
import { receiveImage, replaceImage } from '../uploads/image';
import { uploadUrl } from '../uploads/url';
import { LOGO } from './logo';
import { loadProfile, replaceLogo, saveProfile } from './profile';

/** /paroquia: the signed-in parish's profile (roles 1 and 111), which every document, the header and the public elements print. */
export const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, storage } = app;
  const profile = { preValidation: requireCapability('parishProfile') };

  app.get('/api/paroquia', { ...profile, schema: { summary: 'Dados da paróquia', response: { 200: ParishProfile } } }, async (request) =>
    found(await loadProfile(db, signedIn(request).user.paroquia_id)),
  );

  const put = {
    summary: 'Salvar os dados da paróquia (o logotipo vai por POST /api/paroquia/logo)',
    body: ParishProfileBody,
    response: { 200: ParishProfile },
  };
  app.put('/api/paroquia', { ...profile, schema: put }, async (request) => {
    const paroquiaId = signedIn(request).user.paroquia_id;
    await saveProfile(db, paroquiaId, request.body);
    return found(await loadProfile(db, paroquiaId));
  });

  const logo = {
    summary: 'Novo logotipo da paróquia (recortado no navegador)',
    ...multipart(z.object({}), { logo: 'JPEG ou PNG (pelo conteúdo), até 2 MB; SVG recusado' }),
    response: { 200: LogoResponse },
  };
  app.post('/api/paroquia/logo', { ...profile, schema: logo }, async (request) => {
    const paroquiaId = signedIn(request).user.paroquia_id;
    const name = await receiveImage(request, storage, LOGO);
    await replaceImage(request, storage, LOGO.kind, name, () => replaceLogo(db, paroquiaId, name));
    return { message: PARISHES_MSG.logoSaved, logo: uploadUrl(LOGO.kind, name)! };
  });
};
