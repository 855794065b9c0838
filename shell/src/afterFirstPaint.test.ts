import { afterFirstPaint, yieldToMain } from './afterFirstPaint';

afterEach(() => jest.restoreAllMocks());

test('starts after the next frame has been painted, not before', () => {
  jest.useFakeTimers();
  const frames: FrameRequestCallback[] = [];
  jest.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => frames.push(callback));
  const start = jest.fn();
  afterFirstPaint(start);
  expect(start).not.toHaveBeenCalled();
  frames[0]?.(0);
  // rAF runs before the frame's paint; the task after it runs once the frame is out.
  expect(start).not.toHaveBeenCalled();
  jest.runAllTimers();
  expect(start).toHaveBeenCalledTimes(1);
  jest.useRealTimers();
});

test('a hidden tab paints no frames: it starts at once', () => {
  jest.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
  const frame = jest.spyOn(window, 'requestAnimationFrame');
  const start = jest.fn();
  afterFirstPaint(start);
  expect(start).toHaveBeenCalledTimes(1);
  expect(frame).not.toHaveBeenCalled();
});

test('yieldToMain resolves in a later task, not in the same one', async () => {
  jest.useFakeTimers();
  const resumed = jest.fn();
  const waiting = yieldToMain().then(resumed);
  await Promise.resolve();
  expect(resumed).not.toHaveBeenCalled();
  jest.runAllTimers();
  await waiting;
  expect(resumed).toHaveBeenCalledTimes(1);
  jest.useRealTimers();
});
