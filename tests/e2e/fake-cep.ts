/** A fake ViaCEP on 127.0.0.1 for the forms' CEP lookup (registers, the parish's profile): nothing leaves the machine. */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/** The CEP the fake knows: Rua Barão de Jaguara, Centro, Campinas/SP. */
export const KNOWN_CEP = '13010100';

/**
 * ViaCEP's format: an address for KNOWN_CEP, {"erro": true} for a CEP that does not exist, and a lookup
 * that breaks (the connection dropped) for 66666666. `url` is the base to give CEP_API_URL; `calls`
 * lists the paths asked.
 */
export async function startFakeCep(): Promise<{ url: string; calls: string[]; close: () => Promise<void> }> {
  const calls: string[] = [];
  const server = createServer((req, res) => {
    calls.push(req.url ?? '');
    const headers = { 'content-type': 'application/json; charset=utf-8', 'access-control-allow-origin': '*' };
    if (req.url === `/ws/${KNOWN_CEP}/json/`) {
      res.writeHead(200, headers);
      res.end(JSON.stringify({ cep: '13010-100', logradouro: 'Rua Barão de Jaguara', bairro: 'Centro', localidade: 'Campinas', uf: 'SP' }));
    } else if (req.url === '/ws/66666666/json/') {
      req.socket.destroy();
    } else {
      res.writeHead(200, headers);
      res.end(JSON.stringify({ erro: true }));
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/ws`,
    calls,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
