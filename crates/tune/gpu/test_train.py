"""The trainer for a GPU, run on the CPU (numpy and scipy) between the `pearls` binary's
export and import: it must lower the loss, agree with the Rust trainer's own arithmetic
on the losses it reports, and give a weights file whose check values the engine gives.

    PEARLS_BIN=target/debug/pearls python3 -m unittest discover -s crates/tune/gpu -v
"""

import os
import re
import subprocess
import sys
import tempfile
import unittest

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import numpy  # noqa: E402
import scipy.sparse  # noqa: E402
import train  # noqa: E402

PEARLS = os.environ.get("PEARLS_BIN", "pearls")


def pearls(*args):
    done = subprocess.run([PEARLS, *args], capture_output=True, text=True)
    if done.returncode != 0:
        raise AssertionError(f"pearls {' '.join(args)} failed:\n{done.stdout}{done.stderr}")
    return done.stdout


def losses(out):
    m = re.search(r"trained: loss ([0-9.]+), held out ([0-9.]+)", out)
    assert m, out
    return float(m.group(1)), float(m.group(2))


class GpuTrainer(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        cls.dir = tempfile.TemporaryDirectory()
        d = cls.dir.name
        cls.data = {}
        for rule, games in (("freestyle", 24), ("renju", 16)):
            path = os.path.join(d, f"{rule}.ppk")
            pearls("tune", "selfplay", "--rule", rule, "--games", str(games), "--nodes", "400",
                   "--seed", "7", "--threads", "1", "--out", path)
            cls.data[rule] = path

    @classmethod
    def tearDownClass(cls):
        cls.dir.cleanup()

    def path(self, name):
        return os.path.join(self.dir.name, name)

    def run_through(self, rule, flags, epochs):
        """Exports the rule's data with `flags`, trains on it here, imports the network:
        the trainer's lines and the import's output."""
        data = self.data[rule]
        samples, net = self.path(f"{rule}.samples"), self.path(f"{rule}.net")
        pearls("tune", "train", *flags, "--export", samples, data)
        reported = []
        train.main([samples, net, "--epochs", str(epochs), "--rate", "0.003", "--device", "cpu"],
                   log=reported.append)
        pwt = self.path(f"{rule}.pwt")
        out = pearls("tune", "train", *flags, "--import", net, "--out", pwt, data)
        return reported, out

    def epoch_losses(self, reported):
        pattern = r"epoch \d+: loss ([0-9.]+), held out ([0-9.]+)"
        found = [re.search(pattern, line) for line in reported]
        return [(float(m.group(1)), float(m.group(2))) for m in found if m]

    def test_free_style_on_top_of_the_tables(self):
        reported, out = self.run_through("freestyle", ["--with-tables", "--holdout", "3"], 3)
        epochs = self.epoch_losses(reported)
        self.assertEqual(len(epochs), 3, reported)
        self.assertLess(epochs[-1][0], epochs[0][0], "the training loss falls")
        # The Rust trainer's forward pass over the imported numbers gives the losses the
        # trainer reported after its last step: the two compute the same network.
        _, held = losses(out)
        self.assertGreater(held, 0.0, "some positions are held out")
        self.assertAlmostEqual(held, epochs[-1][1], delta=1e-4)
        self.assertIn("the engine gives the trainer's evaluation of all", out)
        with open(self.path("freestyle.pwt"), "rb") as f:
            self.assertIn(b"crates/tune/gpu/train.py --epochs 3", f.read())

    def test_renju_a_table_a_colour_and_other_widths(self):
        reported, out = self.run_through("renju", ["--widths", "48,8,4", "--holdout", "3"], 2)
        epochs = self.epoch_losses(reported)
        self.assertEqual(len(epochs), 2, reported)
        _, held = losses(out)
        self.assertGreater(held, 0.0, "some positions are held out")
        self.assertAlmostEqual(held, epochs[-1][1], delta=1e-4)
        self.assertIn("the engine gives the trainer's evaluation of all", out)

    def exported(self, name, *flags):
        samples = self.path(name)
        pearls("tune", "train", *flags, "--export", samples, self.data["freestyle"])
        return samples

    def test_the_gradient_is_the_loss_s_slope(self):
        # With the rounding off the passes are smooth: each number's gradient must be the
        # slope of the batch's mean loss along it.
        shape, _, learned, fit, _, _ = train.read_samples(self.exported("fs-grad.samples"))
        net = train.Net(numpy, shape, learned, 3, rounding=False)
        rng = numpy.random.default_rng(5)
        net.p = {k: v.astype(numpy.float64) for k, v in net.p.items()}
        net.p["out"] = rng.uniform(-1, 1, net.p["out"].shape)
        net.refresh()
        batch = fit.batch(numpy, scipy.sparse, net.columns, numpy.arange(min(fit.n, 40)))
        g, _ = net.gradient(*batch)

        def mean_loss():
            net.refresh()
            y = net.forward(batch[0], batch[1], batch[3])[-1]
            return float(net.loss(y, batch[2]).mean())

        checked = 0
        for k, v in net.p.items():
            flat, grad = v.reshape(-1), numpy.asarray(g[k]).reshape(-1)
            touched = numpy.flatnonzero(grad)
            for i in list(touched[:: max(1, len(touched) // 6)])[:6]:
                keep = flat[i]
                flat[i] = keep + 1e-6
                up = mean_loss()
                flat[i] = keep - 1e-6
                down = mean_loss()
                flat[i] = keep
                slope = (up - down) / 2e-6
                self.assertAlmostEqual(grad[i], slope, delta=1e-6 + 1e-3 * abs(slope), msg=f"{k}[{i}]")
                checked += 1
        self.assertGreater(checked, 30)

    def test_a_samples_file_that_is_not_whole_is_refused_saying_where(self):
        samples = self.exported("fs-bad.samples", "--with-tables")
        with open(samples, "rb") as f:
            data = f.read()
        cut = self.path("cut.samples")
        with open(cut, "wb") as f:
            f.write(data[: len(data) - 100])
        with self.assertRaises(SystemExit) as e:
            train.read_samples(cut)
        self.assertIn(f"the file ends at byte {len(data) - 100}", str(e.exception.code))
        # A row past the table of input vectors: the first row of the training set.
        shape, _, learned, fit, _, _ = train.read_samples(samples)
        at = 40 + -(-shape["features"] // 8) * 8 + 16 + 8 * (2 * fit.n + 1)
        bad = bytearray(data)
        bad[at : at + 4] = (10**6).to_bytes(4, "little")
        wrong = self.path("wrong.samples")
        with open(wrong, "wb") as f:
            f.write(bytes(bad))
        with self.assertRaises(SystemExit) as e:
            train.read_samples(wrong)
        self.assertIn("does not have rows below", str(e.exception.code))
        with self.assertRaises(SystemExit) as e:
            train.read_samples(self.path("no-such.samples"))
        self.assertIn("cannot read", str(e.exception.code))

    def test_a_network_of_other_widths_is_refused_by_name(self):
        samples = self.path("fs-small.samples")
        pearls("tune", "train", "--with-tables", "--export", samples, self.data["freestyle"])
        net = self.path("fs-small.net")
        train.main([samples, net, "--epochs", "1", "--device", "cpu"], log=lambda line: None)
        done = subprocess.run(
            [PEARLS, "tune", "train", "--with-tables", "--widths", "64,32,32", "--import", net,
             "--out", self.path("x.pwt"), self.data["freestyle"]],
            capture_output=True, text=True,
        )
        self.assertNotEqual(done.returncode, 0)
        self.assertIn("widths 32x16x16", done.stderr)
        self.assertIn("64x32x32", done.stderr)
        self.assertFalse(os.path.exists(self.path("x.pwt")))


if __name__ == "__main__":
    unittest.main()
