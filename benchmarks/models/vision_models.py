"""ResNet-18 and MobileNetV2 as torchvision builds them, without torchvision.

`export_models.py` exports `torchvision.models.resnet18` and
`mobilenet_v2` (`weights=None, num_classes=10`); the PyTorch reference
outputs (`export_references.py`) need the same networks where torchvision
does not import (PyPI's torchvision beside torch 2.13). These modules follow
torchvision's definitions layer for layer (`torchvision/models/resnet.py`,
`mobilenetv2.py`, `ops/misc.py`'s `Conv2dNormActivation`): the same
submodule names, so the same parameter and buffer order (the order of
`@forward`'s arguments), the same convolutions, paddings, strides, groups,
norms and activations, and the same forward. Initialisation is left out:
the references use the deterministic weights of the end-to-end tests.

That they are the same networks is checked, not assumed:
`export_references.py` refuses a model whose parameters and buffers do not
have, in order, the shapes of the committed export's `@forward` arguments,
and `tests/e2e/models` compares the compiled export's output with the
reference within 1e-5 relative, which a different layer would not meet.
"""

from __future__ import annotations

import torch
from torch import nn


class BasicBlock(nn.Module):
    """torchvision's `BasicBlock` (expansion 1)."""

    def __init__(self, inplanes: int, planes: int, stride: int = 1) -> None:
        super().__init__()
        self.conv1 = nn.Conv2d(inplanes, planes, 3, stride, 1, bias=False)
        self.bn1 = nn.BatchNorm2d(planes)
        self.relu = nn.ReLU(inplace=True)
        self.conv2 = nn.Conv2d(planes, planes, 3, 1, 1, bias=False)
        self.bn2 = nn.BatchNorm2d(planes)
        self.downsample: nn.Module | None = None
        if stride != 1 or inplanes != planes:
            self.downsample = nn.Sequential(
                nn.Conv2d(inplanes, planes, 1, stride, bias=False),
                nn.BatchNorm2d(planes),
            )

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        out = self.relu(self.bn1(self.conv1(x)))
        out = self.bn2(self.conv2(out))
        identity = x if self.downsample is None else self.downsample(x)
        return self.relu(out + identity)


class ResNet18(nn.Module):
    """torchvision's `resnet18(num_classes=...)`: `ResNet(BasicBlock, [2, 2, 2, 2])`."""

    def __init__(self, num_classes: int = 10) -> None:
        super().__init__()
        self.conv1 = nn.Conv2d(3, 64, 7, 2, 3, bias=False)
        self.bn1 = nn.BatchNorm2d(64)
        self.relu = nn.ReLU(inplace=True)
        self.maxpool = nn.MaxPool2d(kernel_size=3, stride=2, padding=1)
        self.layer1 = nn.Sequential(BasicBlock(64, 64), BasicBlock(64, 64))
        self.layer2 = nn.Sequential(BasicBlock(64, 128, 2), BasicBlock(128, 128))
        self.layer3 = nn.Sequential(BasicBlock(128, 256, 2), BasicBlock(256, 256))
        self.layer4 = nn.Sequential(BasicBlock(256, 512, 2), BasicBlock(512, 512))
        self.avgpool = nn.AdaptiveAvgPool2d((1, 1))
        self.fc = nn.Linear(512, num_classes)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        x = self.maxpool(self.relu(self.bn1(self.conv1(x))))
        x = self.layer4(self.layer3(self.layer2(self.layer1(x))))
        return self.fc(torch.flatten(self.avgpool(x), 1))


class ConvNormActivation(nn.Sequential):
    """torchvision's `Conv2dNormActivation` with `BatchNorm2d` and `ReLU6`:
    convolution without bias, padding (kernel - 1) // 2."""

    def __init__(
        self,
        inputs: int,
        outputs: int,
        kernel_size: int = 3,
        stride: int = 1,
        groups: int = 1,
    ) -> None:
        super().__init__(
            nn.Conv2d(
                inputs,
                outputs,
                kernel_size,
                stride,
                (kernel_size - 1) // 2,
                groups=groups,
                bias=False,
            ),
            nn.BatchNorm2d(outputs),
            nn.ReLU6(inplace=True),
        )


class InvertedResidual(nn.Module):
    """torchvision's MobileNetV2 block: expand (1x1), depthwise (3x3),
    project (1x1, linear); a residual when the shape is kept."""

    def __init__(self, inputs: int, outputs: int, stride: int, expand: int) -> None:
        super().__init__()
        hidden = inputs * expand
        self.use_res_connect = stride == 1 and inputs == outputs
        layers: list[nn.Module] = []
        if expand != 1:
            layers.append(ConvNormActivation(inputs, hidden, kernel_size=1))
        layers += [
            ConvNormActivation(hidden, hidden, stride=stride, groups=hidden),
            nn.Conv2d(hidden, outputs, 1, 1, 0, bias=False),
            nn.BatchNorm2d(outputs),
        ]
        self.conv = nn.Sequential(*layers)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return x + self.conv(x) if self.use_res_connect else self.conv(x)


SETTING = (
    # expansion, channels, blocks, first stride (torchvision's t, c, n, s)
    (1, 16, 1, 1),
    (6, 24, 2, 2),
    (6, 32, 3, 2),
    (6, 64, 4, 2),
    (6, 96, 3, 1),
    (6, 160, 3, 2),
    (6, 320, 1, 1),
)
"""torchvision's default `inverted_residual_setting`; at width 1.0 every
channel count is already a multiple of 8 (`_make_divisible` keeps it)."""


class MobileNetV2(nn.Module):
    """torchvision's `mobilenet_v2(num_classes=...)` at width 1.0."""

    def __init__(self, num_classes: int = 10) -> None:
        super().__init__()
        features: list[nn.Module] = [ConvNormActivation(3, 32, stride=2)]
        channels = 32
        for expand, outputs, blocks, stride in SETTING:
            for index in range(blocks):
                features.append(
                    InvertedResidual(
                        channels, outputs, stride if index == 0 else 1, expand
                    )
                )
                channels = outputs
        features.append(ConvNormActivation(channels, 1280, kernel_size=1))
        self.features = nn.Sequential(*features)
        self.classifier = nn.Sequential(nn.Dropout(0.2), nn.Linear(1280, num_classes))

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        x = nn.functional.adaptive_avg_pool2d(self.features(x), (1, 1))
        return self.classifier(torch.flatten(x, 1))
