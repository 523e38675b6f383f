/** A profile asks for the player's custom skins too: this answers "none" for tests about the rest of it. */
export const noCustomSkins = { 'GET /api/custom-skins': { status: 200, body: { prices: [], purchases: [] } } };
