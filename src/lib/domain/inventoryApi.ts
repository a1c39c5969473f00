/**
 * The inventory API's contract, as OpenAPI 3.1 (served at
 * /api/v1/openapi.json). The integration test walks this document: every
 * operation and every response it lists is called and checked against it.
 */
import { FEED_PHOTO_LIMIT } from './dealerFeed';

const problemSchema = {
  type: 'object',
  required: ['message'],
  properties: { message: { type: 'string' } },
} as const;

const rejectionSchema = {
  type: 'object',
  required: ['message', 'problems'],
  properties: {
    message: { type: 'string' },
    problems: {
      type: 'array',
      items: {
        type: 'object',
        required: ['column', 'message'],
        properties: { column: { type: 'string' }, message: { type: 'string' } },
      },
    },
  },
} as const;

const nullable = (type: string) => ({ type: [type, 'null'] });

const vehicleInput = {
  type: 'object',
  description:
    'One vehicle, with the feed import\'s columns and values (German values such as "12.900 €", "EZ 03/2019", "Benzin" are understood). Required: make, model, price, mileage, fuel_type, transmission, body_type, year or first_registration, location or postcode.',
  required: ['make', 'model', 'price', 'mileage', 'fuel_type', 'transmission', 'body_type'],
  properties: {
    type: { type: 'string', examples: ['car', 'Pkw', 'scooter'] },
    make: { type: 'string', examples: ['Volkswagen', 'VW'] },
    model: { type: 'string' },
    title: { type: 'string' },
    year: { type: ['integer', 'string'] },
    first_registration: { type: 'string', examples: ['03/2019', '2019-03'] },
    price: { type: ['integer', 'string'], examples: [12900, '12.900 €'] },
    mileage: { type: ['integer', 'string'], examples: [45000, '45.000 km'] },
    fuel_type: { type: 'string', examples: ['Petrol', 'Benzin'] },
    transmission: { type: 'string', examples: ['Manual', 'Schaltgetriebe'] },
    body_type: { type: 'string', examples: ['estate', 'Kombi'] },
    power: { type: ['integer', 'string'], examples: [150, '110 kW'] },
    engine_size: { type: ['integer', 'string'] },
    color: { type: 'string' },
    features: { type: 'array', items: { type: 'string' } },
    description: { type: 'string' },
    location: { type: 'string' },
    postcode: { type: 'string' },
    previous_owners: { type: ['integer', 'string'] },
    next_inspection: { type: 'string' },
    accident_free: { type: ['boolean', 'string'] },
    consumption: { type: ['number', 'string'] },
    electric_range: { type: ['integer', 'string'] },
    emissions_class: { type: 'string' },
    doors: { type: ['integer', 'string'] },
    seats: { type: ['integer', 'string'] },
    photos: { type: 'array', maxItems: FEED_PHOTO_LIMIT, items: { type: 'string', format: 'uri' } },
  },
} as const;

const stockItem = {
  type: 'object',
  required: ['stockNumber', 'listingId', 'status', 'make', 'model', 'price', 'mileage'],
  properties: {
    stockNumber: { type: 'string' },
    listingId: { type: 'string', format: 'uuid' },
    status: { type: 'string', enum: ['active', 'draft', 'sold', 'removed', 'paused'] },
    type: { type: 'string' },
    make: { type: 'string' },
    model: { type: 'string' },
    title: { type: 'string' },
    year: { type: 'integer' },
    price: { type: 'integer' },
    mileage: { type: 'integer' },
    fuel_type: { type: 'string' },
    transmission: { type: 'string' },
    body_type: nullable('string'),
    location: { type: 'string' },
    features: { type: 'array', items: { type: 'string' } },
    photos: { type: 'array', items: { type: 'string' } },
    updatedAt: { type: 'string' },
  },
} as const;

const outcome = {
  type: 'object',
  required: ['stockNumber', 'outcome'],
  properties: {
    stockNumber: { type: 'string' },
    outcome: { type: 'string', enum: ['created', 'updated', 'unchanged', 'withdrawn'] },
    listingId: { type: 'string', format: 'uuid' },
    changes: { type: 'array', items: { type: 'string' } },
  },
} as const;

const error = (description: string, schema: object = problemSchema) => ({
  description,
  content: { 'application/json': { schema } },
});

const common = {
  '401': error('The API key is missing, unknown or revoked.'),
  '429': error('More than 120 calls a minute with this key; see Retry-After.'),
};

const stockNumberParameter = {
  name: 'stockNumber',
  in: 'path',
  required: true,
  description: "The dealer's own stock number (1–40 letters, digits, spaces or . _ / # -).",
  schema: { type: 'string', maxLength: 40 },
};

export const INVENTORY_OPENAPI = {
  openapi: '3.1.0',
  info: {
    title: 'Wheelhouse inventory API',
    version: '1.0.0',
    description:
      "Keeps a dealer's listings in step with their stock system, keyed by the dealer's own stock numbers. The same rules and messages as the feed import in the seller dashboard. Every call is idempotent.",
  },
  servers: [{ url: '/api/v1' }],
  security: [{ apiKey: [] }],
  components: {
    securitySchemes: {
      apiKey: {
        type: 'http',
        scheme: 'bearer',
        description: 'An API key from Seller dashboard → Import stock (Authorization: Bearer whk_…).',
      },
    },
    schemas: {
      VehicleInput: vehicleInput,
      StockItem: stockItem,
      Outcome: outcome,
      Problem: problemSchema,
      Rejection: rejectionSchema,
    },
  },
  paths: {
    '/inventory': {
      get: {
        operationId: 'listInventory',
        summary: "The dealer's imported vehicles in stock-number order, a page at a time.",
        parameters: [
          {
            name: 'after',
            in: 'query',
            description: 'The `next` cursor of the previous page.',
            schema: { type: 'string' },
          },
          { name: 'limit', in: 'query', schema: { type: 'integer', minimum: 1, maximum: 100, default: 50 } },
        ],
        responses: {
          '200': {
            description: 'A page of vehicles; `next` is null on the last page.',
            content: {
              'application/json': {
                schema: {
                  type: 'object',
                  required: ['items', 'next'],
                  properties: { items: { type: 'array', items: stockItem }, next: nullable('string') },
                },
              },
            },
          },
          '400': error('The limit is not a whole number from 1 to 100.'),
          ...common,
        },
      },
    },
    '/inventory/{stockNumber}': {
      parameters: [stockNumberParameter],
      get: {
        operationId: 'getVehicle',
        summary: 'One vehicle by stock number.',
        responses: {
          '200': { description: 'The vehicle.', content: { 'application/json': { schema: stockItem } } },
          '404': error('No vehicle with this stock number.'),
          ...common,
        },
      },
      put: {
        operationId: 'putVehicle',
        summary: 'Creates the vehicle, or updates it to exactly this; the same body again changes nothing.',
        requestBody: { required: true, content: { 'application/json': { schema: vehicleInput } } },
        responses: {
          '200': { description: 'Updated, or unchanged.', content: { 'application/json': { schema: outcome } } },
          '201': { description: 'Created and live.', content: { 'application/json': { schema: outcome } } },
          '400': error('The body is not a JSON object, or the stock number is not valid.'),
          '413': error('The body is larger than 64 KB.'),
          '422': error('A value cannot be read; each problem names its column and the reason.', rejectionSchema),
          ...common,
        },
      },
      delete: {
        operationId: 'withdrawVehicle',
        summary: 'Withdraws the vehicle (marked sold; its history is kept). Withdrawing again changes nothing.',
        responses: {
          '200': {
            description: 'Withdrawn, or already withdrawn.',
            content: { 'application/json': { schema: outcome } },
          },
          '404': error('No vehicle with this stock number.'),
          ...common,
        },
      },
    },
  },
} as const;
